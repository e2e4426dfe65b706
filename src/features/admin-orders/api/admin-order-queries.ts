import { queryOptions } from '@tanstack/react-query';
import { getAdminOrderDetails, getAllOrders } from './admin-orders-api';

export const adminOrderQueries = {
  all: () => ['admin-orders'] as const,
  list: () =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'list'] as const,
      queryFn: getAllOrders,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...adminOrderQueries.all(), 'detail', id] as const,
      queryFn: () => getAdminOrderDetails(id),
    }),
};
