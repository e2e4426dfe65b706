import { useSyncExternalStore } from 'react';
import { apiOrigin } from './env';
import { STORAGE_KEYS } from '../device/storage-keys';

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
 * Read tolerantly (storage is anyone's to edit): a value of the wrong kind counts as nothing learned.
 */

/** A service of the contract that a backend may not offer. */
export type BackendService = 'verification' | 'passwordReset' | 'featureImageDelete';

interface Traits {
  missing?: unknown;
  /** True while every id read was an ObjectId; false once one was not; absent before any. */
  objectIds?: unknown;
  /** How it reads a search keyword, as features/catalog/api/search-reading.ts keeps it. */
  search?: unknown;
}

/** The traits a feature keeps and reads itself (as stored: its reader reads it tolerantly). */
export type FeatureTrait = 'search';

/** The backends remembered, the most recently changed last. */
const ORIGINS_KEPT = 4;
const OBJECT_ID = /^[0-9a-f]{24}$/i;

function readAll(): Record<string, Traits | undefined> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.backendTraits) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, Traits>) : {};
  } catch {
    return {};
  }
}

const traitsOf = (origin: string): Traits => readAll()[origin] ?? {};
const listeners = new Set<() => void>();

function change(origin: string, next: Traits) {
  const all = readAll();
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

const missingOf = (traits: Traits) => (Array.isArray(traits.missing) ? (traits.missing as unknown[]) : []);

/** Whether the backend offers `service` (as far as the shop knows: yes until it said otherwise). */
export function offersService(service: BackendService, origin = apiOrigin()) {
  return !missingOf(traitsOf(origin)).includes(service);
}

/** The backend answered a call of `service` as a route it does not have. */
export function noteServiceMissing(service: BackendService, origin = apiOrigin()) {
  const traits = traitsOf(origin);
  if (offersService(service, origin)) change(origin, { ...traits, missing: [...missingOf(traits), service] });
}

/** Learns from ids the backend sent whether its ids are ObjectIds. */
export function noteRecordIds(ids: readonly string[], origin = apiOrigin()) {
  const traits = traitsOf(origin);
  if (traits.objectIds === false || !ids.length) return;
  const objectIds = ids.every((id) => OBJECT_ID.test(id));
  if (traits.objectIds !== objectIds) change(origin, { ...traits, objectIds });
}

/** False for an id the backend cannot hold: not an ObjectId where every id it sent was one. */
export function couldBeRecordId(id: string, origin = apiOrigin()) {
  return traitsOf(origin).objectIds !== true || OBJECT_ID.test(id);
}

/** A trait a feature keeps of the backend, as stored; undefined before it is learned. */
export function featureTrait(trait: FeatureTrait, origin = apiOrigin()): unknown {
  return traitsOf(origin)[trait];
}

/** Keeps a trait a feature learned of the backend. */
export function noteFeatureTrait(trait: FeatureTrait, value: unknown, origin = apiOrigin()) {
  change(origin, { ...traitsOf(origin), [trait]: value });
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
