import { queryOptions } from '@tanstack/react-query';
import { getAddresses } from './addresses-api';

export const addressQueries = {
  all: () => ['addresses'] as const,
  list: (userId: string) =>
    queryOptions({
      queryKey: [...addressQueries.all(), userId] as const,
      queryFn: () => getAddresses(userId),
    }),
};
