import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onSessionEnd } from '@/lib/session/session-end';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { KEPT_FILTERS_VERSION, storedFiltersOf, type StoredFilters } from '@/lib/device/kept-listing-filters';

/**
 * The listing's filters as this tab keeps them (session storage, until the tab closes): the checked category
 * ids and the sort. The store only persists them; what is a valid view, and how a change of categories resets
 * the sort, is the catalog's business (features/catalog/lib/listing-view.ts).
 */
export interface FiltersState extends StoredFilters {
  save: (filters: StoredFilters) => void;
  reset: () => void;
}

const EMPTY_FILTERS: StoredFilters = { categories: [], sortBy: '' };

function sameFilters(a: StoredFilters, b: StoredFilters) {
  return a.sortBy === b.sortBy && a.categories.join(',') === b.categories.join(',');
}

export const useFiltersStore = create<FiltersState>()(
  persist(
    (set) => ({
      ...EMPTY_FILTERS,
      // Unchanged filters keep the same state object: subscribers are not woken for nothing.
      save: (filters) =>
        set((state) =>
          sameFilters(state, filters)
            ? state
            : { categories: [...filters.categories], sortBy: filters.sortBy },
        ),
      reset: () => set(EMPTY_FILTERS),
    }),
    {
      name: STORAGE_KEYS.listingFilters,
      version: KEPT_FILTERS_VERSION,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state): StoredFilters => ({ categories: state.categories, sortBy: state.sortBy }),
      // Session storage can be edited by hand: keep values of the right type only (the catalog checks them).
      merge: (persisted, current) => ({ ...current, ...storedFiltersOf(persisted) }),
    },
  ),
);

// One person's view of the listing is not the next one's (its session storage goes by key, lib/session/session-end.ts).
onSessionEnd(() => useFiltersStore.getState().reset());
