import { queryOptions } from '@tanstack/react-query';
import type { FeatureImage } from '../schemas';
import { getFeatureImages } from './feature-images-api';

/** What a carousel can show: feature images that have an image (the admin list shows every record). */
function withImages(images: readonly FeatureImage[]) {
  return images.filter((image) => image.image.trim() !== '');
}

export const featureImageQueries = {
  all: () => ['feature-images'] as const,
  list: () =>
    queryOptions({
      queryKey: [...featureImageQueries.all(), 'list'] as const,
      queryFn: getFeatureImages,
    }),
  /** The same list, as feature images: only those with an image. */
  shown: () => queryOptions({ ...featureImageQueries.list(), select: withImages }),
};
