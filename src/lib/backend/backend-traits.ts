import { useSyncExternalStore } from 'react';
import { apiOrigin } from './env';
import { STORAGE_KEYS } from '../device/storage-keys';
import { keptBackendTraits, keptTraitsOf, type KeptTraits } from './kept-traits';

/**
 * What the shop has learned of the backend it talks to, where backends that follow the contract differ, kept per
 * backend origin so that a reload, a link and a fresh tab know it from their first request:
 * - the services it does not offer: a route of the contract it answers with a 404 or 405 that is not the
 *   contract's JSON (the original server has no account verification, password reset or feature image delete), so their
 *   entry points are hidden from then on;
 * - whether its ids are MongoDB ObjectIds (24 hexadecimal digits), as every id it sent so far was: then an id that
 *   is not one (a mistyped or tampered link) is not found without asking, since such a server may fail on it;
 * - how it reads a search keyword: as a pattern or as plain text, and whether it folds Turkish letters (kept here by
 *   features/catalog/api/search-reading.ts, which asks and reads it: the search page's code, not the first pages').
 * Read tolerantly (storage is anyone's to edit): a value of the wrong kind counts as nothing learned. Kept as
 * lib/backend/kept-traits.ts reads them, which start-up reads too.
 */

/** A service of the contract that a backend may not offer. */
export type BackendService = 'verification' | 'passwordReset' | 'featureImageDelete';

/** The traits a feature keeps and reads itself (as stored: its reader reads it tolerantly). */
export type FeatureTrait = 'search';

/** The backends remembered, the most recently changed last. */
const ORIGINS_KEPT = 4;
const OBJECT_ID = /^[0-9a-f]{24}$/i;

const listeners = new Set<() => void>();

function change(origin: string, next: KeptTraits) {
  const all = keptBackendTraits();
  delete all[origin];
  all[origin] = next;
  try {
    localStorage.setItem(
      STORAGE_KEYS.backendTraits,
      JSON.stringify(Object.fromEntries(Object.entries(all).slice(-ORIGINS_KEPT))),
    );
  } catch {
    // Storage full or blocked: nothing is remembered, and the shop asks again.
  }
  for (const listener of listeners) listener();
}

const missingOf = (traits: KeptTraits) =>
  Array.isArray(traits.missing) ? (traits.missing as unknown[]) : [];

/** Whether the backend offers `service` (as far as the shop knows: yes until it said otherwise). */
export function offersService(service: BackendService, origin = apiOrigin()) {
  return !missingOf(keptTraitsOf(origin)).includes(service);
}

/** The backend answered a call of `service` as a route it does not have. */
export function noteServiceMissing(service: BackendService, origin = apiOrigin()) {
  const traits = keptTraitsOf(origin);
  if (offersService(service, origin)) change(origin, { ...traits, missing: [...missingOf(traits), service] });
}

/** Learns from ids the backend sent whether its ids are ObjectIds. */
export function noteRecordIds(ids: readonly string[], origin = apiOrigin()) {
  const traits = keptTraitsOf(origin);
  if (traits.objectIds === false || !ids.length) return;
  const objectIds = ids.every((id) => OBJECT_ID.test(id));
  if (traits.objectIds !== objectIds) change(origin, { ...traits, objectIds });
}

/** False for an id the backend cannot hold: not an ObjectId where every id it sent was one. */
export function couldBeRecordId(id: string, origin = apiOrigin()) {
  return keptTraitsOf(origin).objectIds !== true || OBJECT_ID.test(id);
}

/** A trait a feature keeps of the backend, as stored; undefined before it is learned. */
export function featureTrait(trait: FeatureTrait, origin = apiOrigin()): unknown {
  return keptTraitsOf(origin)[trait];
}

/** Keeps a trait a feature learned of the backend. */
export function noteFeatureTrait(trait: FeatureTrait, value: unknown, origin = apiOrigin()) {
  change(origin, { ...keptTraitsOf(origin), [trait]: value });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For a screen: whether the backend offers `service`, following what this page learns meanwhile. */
export function useOffersService(service: BackendService | undefined) {
  return useSyncExternalStore(
    subscribe,
    () => service === undefined || offersService(service),
    () => true,
  );
}
