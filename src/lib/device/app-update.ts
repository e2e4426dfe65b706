import { useSyncExternalStore } from 'react';

/**
 * A new version of the shop that is installed and waits (src/app/service-worker/register.ts): `apply` lets it take
 * over and reloads the page. Offered to the shopper (components/feedback/network-status.tsx), never applied by
 * itself: the code of an open tab changes only when its shopper chooses Reload.
 */
export interface AppUpdate {
  apply: () => void;
}

let waiting: AppUpdate | null = null;
const listeners = new Set<() => void>();

export function offerAppUpdate(update: AppUpdate | null) {
  waiting = update;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The update waiting for the shopper's Reload, if any. */
export function useAppUpdate(): AppUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
