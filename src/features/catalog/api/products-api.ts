import { apiRequest } from '@/lib/api-client';
import { categorySpellings, knownCategory } from '../categories';
import { productDetailResponseSchema, productListResponseSchema, searchResponseSchema } from '../schemas';
import type { SortOption } from '../sort';

/** Filter groups → repeated query parameters with comma-joined values (docs/behaviour.md#backend-calls). */
export type ProductFilters = Record<string, readonly string[]>;

/**
 * What the request asks for in the category group. A backend matches the stored value exactly, in whatever
 * spelling it stores, so each chosen category goes out in every spelling it may have: the ones the shop
 * derives from its id and label, and the ones this backend was seen to store (`storedValues`).
 */
export function categoryRequestValues(ids: readonly string[], storedValues: Iterable<string> = []) {
  const stored = [...storedValues];
  return [
    ...new Set(
      ids.flatMap((id) => {
        const category = knownCategory(id);
        if (!category) return [id];
        return [
          ...categorySpellings(category),
          ...stored.filter((value) => knownCategory(value) === category),
        ];
      }),
    ),
  ];
}

export function productListSearchParams(
  filters: ProductFilters,
  sortBy: SortOption,
  storedCategoryValues: Iterable<string> = [],
) {
  const params = new URLSearchParams();
  for (const [group, values] of Object.entries(filters)) {
    const sent = group === 'category' ? categoryRequestValues(values, storedCategoryValues) : values;
    if (sent.length) params.set(group, sent.join(','));
  }
  params.set('sortBy', sortBy);
  return params;
}

export async function getShopProducts(
  filters: ProductFilters,
  sortBy: SortOption,
  storedCategoryValues: Iterable<string> = [],
) {
  const response = await apiRequest('/api/shop/products/get', {
    schema: productListResponseSchema,
    searchParams: productListSearchParams(filters, sortBy, storedCategoryValues),
  });
  return response.data;
}

export async function getShopProduct(id: string) {
  const response = await apiRequest(`/api/shop/products/get/${encodeURIComponent(id)}`, {
    schema: productDetailResponseSchema,
  });
  return response.data;
}

export async function searchProducts(keyword: string) {
  // An empty keyword has no results (docs/behaviour.md#catalogue: it clears them) and no route: /api/shop/search/ would 404.
  if (!keyword.trim()) return [];
  const response = await apiRequest(`/api/shop/search/${encodeURIComponent(keyword)}`, {
    schema: searchResponseSchema,
  });
  return response.data;
}
