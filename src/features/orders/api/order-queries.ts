import { queryOptions } from '@tanstack/react-query';
import { getOrderDetails, getOrdersByUser } from './orders-api';

export const orderQueries = {
  all: () => ['orders'] as const,
  list: (userId: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'list', userId] as const,
      queryFn: () => getOrdersByUser(userId),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'detail', id] as const,
      queryFn: () => getOrderDetails(id),
    }),
};
