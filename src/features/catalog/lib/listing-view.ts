import { useFiltersStore } from '@/stores/filters-store';
import { listingViewOf } from '../listing-params';
import { normaliseCategoryIds, type CategoryId } from '../category-ids';
import { DEFAULT_SORT, type SortOption } from '../sort';

/** What the listing shows: the checked categories (ids, always in catalog order) and the sort. */
export interface ListingView {
  categories: CategoryId[];
  sortBy: SortOption;
}

export const DEFAULT_LISTING_VIEW: ListingView = { categories: [], sortBy: DEFAULT_SORT };

/**
 * Known categories only (ids, from any spelling: an old link or session may hold labels), deduplicated, in
 * catalog order: equal selections give equal URLs and cache keys.
 */
export function normaliseCategories(names: readonly string[]): CategoryId[] {
  return normaliseCategoryIds(names);
}

/** The sort goes back to price-lowtohigh whenever the category selection changes (docs/behaviour.md#catalog). */
export function withCategories(view: ListingView, categories: readonly string[]): ListingView {
  const next = normaliseCategories(categories);
  if (next.join(',') === view.categories.join(',')) return { categories: next, sortBy: view.sortBy };
  return { categories: next, sortBy: DEFAULT_SORT };
}

/** The view this tab last showed (session storage), with anything it does not understand left out. */
export function storedListingView(): ListingView {
  const { categories, sortBy } = useFiltersStore.getState();
  return listingViewOf(categories, sortBy);
}

/** The URL changed the view (a link, Back/Forward, a click on the listing): the session's copy follows. */
export function rememberListingView(view: ListingView) {
  useFiltersStore.getState().save({ categories: normaliseCategories(view.categories), sortBy: view.sortBy });
}

/** A 'Shop by category' tile or "View all": that category alone. */
export function selectCategory(category: CategoryId) {
  rememberListingView(withCategories(storedListingView(), [category]));
}
