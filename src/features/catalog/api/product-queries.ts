import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Product } from '../schemas';
import type { SortOption } from '../sort';
import { getShopProduct, getShopProducts, searchProducts, type ProductFilters } from './products-api';

export const productQueries = {
  /** Every product read, shop and admin: what a product mutation invalidates. */
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (filters: ProductFilters, sortBy: SortOption) =>
    queryOptions({
      queryKey: [...productQueries.lists(), { filters, sortBy }] as const,
      queryFn: ({ client }) => getShopProducts(filters, sortBy, storedCategoryValues(client)),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'detail', id] as const,
      queryFn: () => getShopProduct(id),
    }),
  search: (keyword: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'search', keyword] as const,
      queryFn: () => searchProducts(keyword),
      enabled: keyword.trim().length > 0,
    }),
};

/** The category values, as this backend spells them, of every product already read (lists and details). */
export function storedCategoryValues(client: QueryClient) {
  const values = new Set<string>();
  for (const [, data] of client.getQueriesData<Product[] | Product>({ queryKey: productQueries.all() })) {
    for (const product of Array.isArray(data) ? data : data ? [data] : []) {
      if (product.category) values.add(product.category);
    }
  }
  return values;
}
