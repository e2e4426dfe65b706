import { z } from 'zod/mini';
import { LISTING_VIEW_PARAMS, listingViewOf } from '../listing-params';
import { normaliseCategories, withCategories, type ListingView } from './listing-view';
import type { CategoryId } from '../category-ids';
import { SORT_OPTIONS, type SortOption } from '../sort';

/** A product id in the URL; the router may have parsed an all-digit id as a number. */
const productParam = z.catch(
  z.optional(
    z.pipe(
      z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
      z.string().check(z.trim(), z.minLength(1)),
    ),
  ),
  undefined,
);

/**
 * `/shop/listing?category=baklava,teas&sortBy=price-hightolow&product=<id>` (category ids; old links with
 * labels such as `?category=Turkish delight` still work).
 * Every field falls back instead of failing, so a broken or hand-edited link still shows the page.
 */
export const listingSearchSchema = z.object({
  [LISTING_VIEW_PARAMS.category]: z.catch(z.optional(z.string()), undefined),
  [LISTING_VIEW_PARAMS.sortBy]: z.catch(z.optional(z.enum(SORT_OPTIONS)), undefined),
  product: productParam,
});
export type ListingSearch = z.infer<typeof listingSearchSchema>;

/** Pages that only know the open product dialog: home and the landing page. */
export const productDialogSearchSchema = z.object({ product: productParam });

/** A typed search text in the URL; the router may have parsed an all-digit one (a phone, an id) as a number. */
export const searchTextParam = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  undefined,
);

export const searchPageSearchSchema = z.object({
  keyword: searchTextParam,
  product: productParam,
});

/** Known categories from a comma-joined parameter, in catalog order; unknown names are dropped. */
export function parseCategories(value: string | undefined): CategoryId[] {
  return value ? normaliseCategories(value.split(',')) : [];
}

export function listingViewFromSearch(search: Pick<ListingSearch, 'category' | 'sortBy'>): ListingView {
  return listingViewOf(search.category?.split(',') ?? [], search.sortBy);
}

/** The URL form of a view: category only when something is checked, the sort always. */
export function searchFromListingView(view: ListingView): { category?: string; sortBy: SortOption } {
  const categories = normaliseCategories(view.categories);
  return categories.length
    ? { category: categories.join(','), sortBy: view.sortBy }
    : { sortBy: view.sortBy };
}

/** A bare `/shop/listing` (header links) carries no view of its own: the stored one applies. */
export function hasListingView(search: Pick<ListingSearch, 'category' | 'sortBy'>) {
  return search.category !== undefined || search.sortBy !== undefined;
}

export function toggleCategory(view: ListingView, category: CategoryId, checked: boolean): ListingView {
  const others = view.categories.filter((candidate) => candidate !== category);
  return withCategories(view, checked ? [...others, category] : others);
}
