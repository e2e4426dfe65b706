import { STORAGE_KEYS } from './storage-keys';

/**
 * The listing's filters as a tab keeps them in session storage (STORAGE_KEYS.listingFilters): what the filters store
 * (src/stores/filters-store.ts) writes and reads, and what start-up reads before the store has loaded
 * (src/boot/) to ask for the view the listing will show. No imports but the storage keys: the entry's
 * boot chunk carries this module.
 */

export interface StoredFilters {
  categories: string[];
  sortBy: string;
}

/** The version of the kept filters' shape: a copy of another version is set aside, not read. */
export const KEPT_FILTERS_VERSION = 1;

/**
 * A kept copy's fields that have the right type, the others left out: session storage can be edited by hand (which
 * values name a category or a sort is the catalog's business).
 */
export function storedFiltersOf(persisted: unknown): Partial<StoredFilters> {
  const stored = (persisted ?? {}) as Partial<Record<keyof StoredFilters, unknown>>;
  return {
    ...(Array.isArray(stored.categories) && {
      categories: stored.categories.filter((value): value is string => typeof value === 'string'),
    }),
    ...(typeof stored.sortBy === 'string' && { sortBy: stored.sortBy }),
  };
}

/**
 * The filters this tab keeps, read as the filters store reads them when it loads (zustand's persist: `{ state,
 * version }` in JSON): none for nothing kept, a copy that is no JSON, of another version or blocked storage, as the
 * store then starts empty. Never throws.
 */
export function keptListingFilters(): Partial<StoredFilters> | undefined {
  try {
    const kept = window.sessionStorage.getItem(STORAGE_KEYS.listingFilters);
    const parsed = kept === null ? null : (JSON.parse(kept) as { state?: unknown; version?: unknown } | null);
    if (!parsed || (typeof parsed.version === 'number' && parsed.version !== KEPT_FILTERS_VERSION))
      return undefined;
    return storedFiltersOf(parsed.state);
  } catch {
    return undefined;
  }
}
