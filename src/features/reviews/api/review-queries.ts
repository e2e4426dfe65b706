import { queryOptions } from '@tanstack/react-query';
import { getReviews } from './reviews-api';

export const reviewQueries = {
  all: () => ['reviews'] as const,
  list: (productId: string) =>
    queryOptions({
      queryKey: [...reviewQueries.all(), productId] as const,
      queryFn: () => getReviews(productId),
    }),
};
