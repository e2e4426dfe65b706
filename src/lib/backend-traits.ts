import { useSyncExternalStore } from 'react';
import { apiOrigin } from './env';
import { STORAGE_KEYS } from './storage-keys';

/**
 * What the shop has learned of the backend it talks to, where backends that follow the contract differ, kept per
 * backend origin so that a reload, a link and a fresh tab know it from their first request:
 * - the services it does not offer: a route of the contract it answers with a 404 or 405 that is not the
 *   contract's JSON (the original server has no account verification, password reset or banner delete), so their
 *   entry points are hidden from then on;
 * - whether its ids are MongoDB ObjectIds (24 hexadecimal digits), as every id it sent so far was: then an id that
 *   is not one (a mistyped or tampered link) is not found without asking, since such a server may fail on it.
 */

/** A service of the contract that a backend may not offer. */
export type BackendService = 'verification' | 'passwordReset' | 'bannerDelete';

interface Traits {
  missing: BackendService[];
  /** True while every id read was an ObjectId; false once one was not; absent before any. */
  objectIds?: boolean;
}

/** The backends remembered, the most recently changed last. */
const ORIGINS_KEPT = 4;
const OBJECT_ID = /^[0-9a-f]{24}$/i;
const SERVICES: readonly BackendService[] = ['verification', 'passwordReset', 'bannerDelete'];

function readAll(): Record<string, Traits> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.backendTraits) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const all: Record<string, Traits> = {};
    for (const [origin, value] of Object.entries(parsed as Record<string, unknown>)) {
      const { missing, objectIds } = (value ?? {}) as { missing?: unknown; objectIds?: unknown };
      all[origin] = {
        missing: Array.isArray(missing) ? SERVICES.filter((service) => missing.includes(service)) : [],
        ...(typeof objectIds === 'boolean' ? { objectIds } : {}),
      };
    }
    return all;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
/** Read once per change, so that a render never parses storage. */
let snapshot: Record<string, Traits> | undefined;

function traitsOf(origin: string): Traits {
  snapshot ??= readAll();
  return snapshot[origin] ?? { missing: [] };
}

function change(origin: string, next: Traits) {
  const all = readAll();
  delete all[origin];
  all[origin] = next;
  const kept = Object.fromEntries(Object.entries(all).slice(-ORIGINS_KEPT));
  try {
    localStorage.setItem(STORAGE_KEYS.backendTraits, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: this page still knows it.
  }
  snapshot = kept;
  for (const listener of listeners) listener();
}

/** Whether the backend offers `service` (as far as the shop knows: yes until it said otherwise). */
export function offersService(service: BackendService, origin = apiOrigin()) {
  return !traitsOf(origin).missing.includes(service);
}

/** The backend answered a call of `service` as a route it does not have. */
export function noteServiceMissing(service: BackendService, origin = apiOrigin()) {
  const traits = traitsOf(origin);
  if (!traits.missing.includes(service)) change(origin, { ...traits, missing: [...traits.missing, service] });
}

/** Learns from ids the backend sent whether its ids are ObjectIds. */
export function noteRecordIds(ids: Iterable<string>, origin = apiOrigin()) {
  const traits = traitsOf(origin);
  if (traits.objectIds === false) return;
  let seen = false;
  for (const id of ids) {
    seen = true;
    if (!OBJECT_ID.test(id)) return change(origin, { ...traits, objectIds: false });
  }
  if (seen && traits.objectIds !== true) change(origin, { ...traits, objectIds: true });
}

/** False for an id the backend cannot hold: not an ObjectId where every id it sent was one. */
export function couldBeRecordId(id: string, origin = apiOrigin()) {
  return traitsOf(origin).objectIds !== true || OBJECT_ID.test(id);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab may learn it first.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.backendTraits && event.key !== null) return;
    snapshot = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** For a screen: whether the backend offers `service`, following what is learned meanwhile. */
export function useOffersService(service: BackendService | undefined) {
  return useSyncExternalStore(
    subscribe,
    () => service === undefined || offersService(service),
    () => true,
  );
}

/** For tests: forget what this page read (storage is cleared between tests). */
export function forgetBackendTraits() {
  snapshot = undefined;
}
