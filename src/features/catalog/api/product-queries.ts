import { queryOptions } from '@tanstack/react-query';
import type { SortOption } from '../sort';
import type { ProductFilters } from '../listing-params';
import { getShopProduct, getShopProducts } from './products-api';

export const productQueries = {
  /** Every product read, shop and admin: what a product mutation invalidates. */
  all: () => ['products'] as const,
  lists: () => [...productQueries.all(), 'list'] as const,
  list: (filters: ProductFilters, sortBy: SortOption) =>
    queryOptions({
      queryKey: [...productQueries.lists(), { filters, sortBy }] as const,
      queryFn: () => getShopProducts(filters, sortBy),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'detail', id] as const,
      queryFn: () => getShopProduct(id),
    }),
};
