import { queryOptions } from '@tanstack/react-query';
import { productQueries } from '@/features/catalog/api/product-queries';
import { getAdminProducts } from './admin-products-api';

export const adminProductQueries = {
  // Under ['products'] so one invalidation refreshes the admin grid and every shop view.
  list: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'admin'] as const,
      queryFn: getAdminProducts,
    }),
};
