import { queryOptions } from '@tanstack/react-query';
import { getCart } from './cart-api';

export const cartQueries = {
  all: () => ['cart'] as const,
  detail: (userId: string) =>
    queryOptions({
      queryKey: [...cartQueries.all(), userId] as const,
      queryFn: () => getCart(userId),
    }),
};
