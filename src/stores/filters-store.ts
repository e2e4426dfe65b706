import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { normaliseCategoryIds, type CategoryId } from '@/features/catalog/categories';
import { DEFAULT_SORT, SORT_OPTIONS, type SortOption } from '@/features/catalog/schemas';

/** What the listing shows: the checked categories (ids, always in catalogue order) and the sort. */
export interface ListingView {
  categories: CategoryId[];
  sortBy: SortOption;
}

export const DEFAULT_LISTING_VIEW: ListingView = { categories: [], sortBy: DEFAULT_SORT };

/**
 * Known categories only (ids, from any spelling: an old link or session may hold labels), deduplicated, in
 * catalogue order: equal selections give equal URLs and cache keys.
 */
export function normaliseCategories(names: readonly string[]): CategoryId[] {
  return normaliseCategoryIds(names);
}

export function sameListingView(a: ListingView, b: ListingView) {
  return a.sortBy === b.sortBy && a.categories.join(',') === b.categories.join(',');
}

/** Spec section 2: the sort goes back to price-lowtohigh whenever the category selection changes. */
export function withCategories(view: ListingView, categories: readonly string[]): ListingView {
  const next = normaliseCategories(categories);
  if (next.join(',') === view.categories.join(',')) return { categories: next, sortBy: view.sortBy };
  return { categories: next, sortBy: DEFAULT_SORT };
}

export interface FiltersState extends ListingView {
  /** The URL changed the view (a link, Back/Forward, a click on the listing): the session's copy follows. */
  setView: (view: ListingView) => void;
  /** A 'Shop by category' tile: that category alone. */
  selectCategory: (category: CategoryId) => void;
  reset: () => void;
}

export const FILTERS_STORAGE_KEY = 'shop-filters';

/** Spec section 2: the listing's filters and sort persist in session storage (this tab, until it closes). */
export const useFiltersStore = create<FiltersState>()(
  persist(
    (set) => ({
      ...DEFAULT_LISTING_VIEW,
      setView: (view) =>
        set((state) => {
          const next = { categories: normaliseCategories(view.categories), sortBy: view.sortBy };
          return sameListingView(state, next) ? state : next;
        }),
      selectCategory: (category) => set((state) => withCategories(state, [category])),
      reset: () => set(DEFAULT_LISTING_VIEW),
    }),
    {
      name: FILTERS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state): ListingView => ({ categories: state.categories, sortBy: state.sortBy }),
      // Session storage can be edited by hand: keep only what the listing understands.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<Record<keyof ListingView, unknown>>;
        const categories = Array.isArray(stored.categories)
          ? normaliseCategories(
              stored.categories.filter((value): value is string => typeof value === 'string'),
            )
          : current.categories;
        const sortBy = SORT_OPTIONS.find((option) => option === stored.sortBy) ?? current.sortBy;
        return { ...current, categories, sortBy };
      },
    },
  ),
);

export function storedListingView(): ListingView {
  const { categories, sortBy } = useFiltersStore.getState();
  return { categories, sortBy };
}
