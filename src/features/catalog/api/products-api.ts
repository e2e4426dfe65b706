import { apiRequest } from '@/lib/api-client';
import {
  productDetailResponseSchema,
  productListResponseSchema,
  searchResponseSchema,
  type SortOption,
} from '../schemas';

/** Filter groups → repeated query parameters with comma-joined values (spec section 7). */
export type ProductFilters = Record<string, readonly string[]>;

export function productListSearchParams(filters: ProductFilters, sortBy: SortOption) {
  const params = new URLSearchParams();
  for (const [group, values] of Object.entries(filters)) {
    if (values.length) params.set(group, values.join(','));
  }
  params.set('sortBy', sortBy);
  return params;
}

export async function getShopProducts(filters: ProductFilters, sortBy: SortOption) {
  const response = await apiRequest('/api/shop/products/get', {
    schema: productListResponseSchema,
    searchParams: productListSearchParams(filters, sortBy),
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
  // An empty keyword has no results (spec: it clears them) and no route: /api/shop/search/ would 404.
  if (!keyword.trim()) return [];
  const response = await apiRequest(`/api/shop/search/${encodeURIComponent(keyword)}`, {
    schema: searchResponseSchema,
  });
  return response.data;
}
