import type { BackendRequest } from '@/lib/backend/backend-request';
import { knownCategory } from '../category-ids';
import { learnedSpellings, spellingsToRequest, type LearnedSpellings } from '../lib/learned-spellings';
import type { ProductFilters } from '../listing-params';
import type { SortOption } from '../sort';
import { productRequests } from './product-requests';

/**
 * The product list's request with its categories as the backend spells them: the one the listing's loader sends
 * (products-api.ts) and the one start-up sends for a view with categories before the app has loaded
 * (src/boot/start-up-requests.ts), so that the app takes start-up's answer. No library: the entry's boot chunk
 * carries this module and what it imports (tools/boot-imports.ts).
 */

/**
 * What the request asks for in the category group: each chosen category (an id) as this backend stores it
 * (lib/learned-spellings.ts). A backend matches the stored value exactly and may refuse a value it does not
 * hold (an enum, a lookup table): the contract's request is `category=a,b`, one value a category. A value that
 * names no known category goes out as it is.
 */
export function categoryRequestValues(ids: readonly string[], learned: LearnedSpellings = {}) {
  return [
    ...new Set(
      ids.flatMap((id) => {
        const category = knownCategory(id);
        return category ? spellingsToRequest(category, learned) : [id];
      }),
    ),
  ];
}

/** The filters as the backend is asked for them: in the category group, each category as the backend spells it. */
function filtersToRequest(filters: ProductFilters, learned: LearnedSpellings = {}): ProductFilters {
  return Object.fromEntries(
    Object.entries(filters).map(([group, values]) => [
      group,
      group === 'category' ? categoryRequestValues(values, learned) : values,
    ]),
  );
}

/** The product list's request for filters and a sort (product-requests.ts describes it). */
export function productListRequest(
  filters: ProductFilters,
  sortBy: SortOption,
  learned: LearnedSpellings = {},
): BackendRequest {
  return productRequests.list(filtersToRequest(filters, learned), sortBy);
}

/**
 * The product list's request as the backend at `apiOrigin` is asked for it: its categories as this browser learned
 * that backend spells them. What the listing's loader sends (products-api.ts: getShopProducts), for the view's
 * filters (productFiltersOf).
 */
export function productListRequestFor(apiOrigin: string, filters: ProductFilters, sortBy: SortOption) {
  return productListRequest(filters, sortBy, learnedSpellings(apiOrigin));
}
