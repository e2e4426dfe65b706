import { queryOptions } from '@tanstack/react-query';
import { getFeatureImages } from './feature-images-api';

export const featureImageQueries = {
  all: () => ['feature-images'] as const,
  list: () =>
    queryOptions({
      queryKey: [...featureImageQueries.all(), 'list'] as const,
      queryFn: getFeatureImages,
    }),
};
