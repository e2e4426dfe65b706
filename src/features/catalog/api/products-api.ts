import { apiOrigin, apiRequest } from '@/lib/api-client';
import { knownCategory } from '../categories';
import {
  learnSpellings,
  learnedSpellings,
  spellingsToRequest,
  type LearnedSpellings,
} from '../lib/learned-spellings';
import {
  productDetailResponseSchema,
  productListResponseSchema,
  searchResponseSchema,
  type Product,
} from '../schemas';
import type { SortOption } from '../sort';

/** Filter groups → repeated query parameters with comma-joined values (docs/behaviour.md#backend-calls). */
export type ProductFilters = Record<string, readonly string[]>;

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

export function productListSearchParams(
  filters: ProductFilters,
  sortBy: SortOption,
  learned: LearnedSpellings = {},
) {
  const params = new URLSearchParams();
  for (const [group, values] of Object.entries(filters)) {
    const sent = group === 'category' ? categoryRequestValues(values, learned) : values;
    if (sent.length) params.set(group, sent.join(','));
  }
  params.set('sortBy', sortBy);
  return params;
}

/** Every product record read teaches how this backend spells its categories (lib/learned-spellings.ts). */
function learnFrom(products: readonly Product[], complete: boolean) {
  learnSpellings(
    apiOrigin(),
    products.map((product) => product.category),
    { complete },
  );
}

export async function getShopProducts(filters: ProductFilters, sortBy: SortOption) {
  const response = await apiRequest('/api/shop/products/get', {
    schema: productListResponseSchema,
    searchParams: productListSearchParams(filters, sortBy, learnedSpellings(apiOrigin())),
  });
  // With no filter at all the answer is the whole catalogue: every category as the backend stores it now.
  const unfiltered = Object.values(filters).every((values) => values.length === 0);
  learnFrom(response.data, unfiltered);
  return response.data;
}

export async function getShopProduct(id: string) {
  const response = await apiRequest(`/api/shop/products/get/${encodeURIComponent(id)}`, {
    schema: productDetailResponseSchema,
  });
  learnFrom([response.data], false);
  return response.data;
}

export async function searchProducts(keyword: string) {
  // An empty keyword has no results (docs/behaviour.md#catalogue: it clears them) and no route: /api/shop/search/ would 404.
  if (!keyword.trim()) return [];
  const response = await apiRequest(`/api/shop/search/${encodeURIComponent(keyword)}`, {
    schema: searchResponseSchema,
  });
  learnFrom(response.data, false);
  return response.data;
}
