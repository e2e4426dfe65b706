import { normaliseCategoryIds, type CategoryId } from './category-ids';
import { DEFAULT_SORT, sortOptionOf, type SortOption } from './sort';

/**
 * The listing's view and the filters its product request is for: what the listing's route reads from its URL and
 * the tab's kept filters, and what start-up reads before the app has loaded to ask for the same products
 * (src/boot/). No imports but the category ids and the sorts: the entry's boot chunk carries it.
 */

/** Filter groups → repeated query parameters with comma-joined values (docs/behaviour.md#backend-calls). */
export type ProductFilters = Record<string, readonly string[]>;

/** The listing URL's view parameters, as its route's search schema names them (lib/listing-search.ts). */
export const LISTING_VIEW_PARAMS = { category: 'category', sortBy: 'sortBy' } as const;

/**
 * A view from what a URL or a tab's kept filters hold: known categories only (ids, from any spelling: an old link
 * or session may hold labels), deduplicated, in catalog order; a known sort, else the default.
 */
export function listingViewOf(
  categories: readonly string[],
  sortBy: unknown,
): { categories: CategoryId[]; sortBy: SortOption } {
  return { categories: normaliseCategoryIds(categories), sortBy: sortOptionOf(sortBy) ?? DEFAULT_SORT };
}

/** The view a first visit shows: every category, the default sort. */
export function isDefaultListingView(view: { categories: readonly string[]; sortBy: string }) {
  return view.categories.length === 0 && view.sortBy === DEFAULT_SORT;
}

/** The request's filter groups (docs/behaviour.md#backend-calls): empty groups are left out, so equal views share a cache key. */
export function productFiltersOf(view: { categories: readonly CategoryId[] }): ProductFilters {
  return view.categories.length ? { category: [...view.categories] } : {};
}
