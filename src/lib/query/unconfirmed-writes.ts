import type { MutationKey, QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError } from '../backend/api-error';
import { refreshAfterWrite } from './refresh-after-write';

/**
 * Whether a failed write may still have been done by the server (docs/behaviour.md#failure-rules): the call
 * ended without an answer (our timeout, a network error), or with a 2xx whose body we could not read. Giving up
 * waiting undoes nothing on the server. A refusal (an error status, `{ success: false }`) was not done.
 */
export function mayHaveLanded(error: unknown): boolean {
  return (
    isApiError(error) && (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'schema')
  );
}

/**
 * When to read again after such a write, in ms after it failed: at once, then while a write that was still on
 * its way would be landing (a server that answers after our 8 s usually finishes within seconds of it).
 */
export const LATE_WRITE_RECHECKS_MS: readonly number[] = [0, 2_000, 5_000, 10_000];

/**
 * After a write that may have landed, reads what the server holds again, at once and a few times over the next
 * seconds (LATE_WRITE_RECHECKS_MS), so a write that lands late shows on screen instead of a stale "nothing
 * happened". It never sends the write again. With `unlessMutating`, a recheck is skipped while writes with
 * that key are running: they refetch when they settle, and a read in between would undo their optimistic view.
 * Returns a function that cancels the rechecks still to come.
 */
export function recheckAfterUnconfirmedWrite(
  queryClient: QueryClient,
  error: unknown,
  queryKeys: readonly QueryKey[],
  { unlessMutating }: { unlessMutating?: MutationKey } = {},
): () => void {
  if (!mayHaveLanded(error)) return () => {};
  const timers = LATE_WRITE_RECHECKS_MS.map((delayMs) =>
    setTimeout(() => {
      if (unlessMutating && queryClient.isMutating({ mutationKey: unlessMutating }) > 0) return;
      void refreshAfterWrite(queryClient, queryKeys);
    }, delayMs),
  );
  return () => timers.forEach(clearTimeout);
}
