import type { QueryClient } from '@tanstack/react-query';
import { featureImageQueries } from '@/features/feature-images/api/feature-image-queries';
import { preloadFeatureImage } from '@/features/feature-images/lib/preload-feature-image';
import { productQueries } from '@/features/catalog/api/product-queries';
import { DEFAULT_SORT } from '@/features/catalog/sort';
import { loadPageData } from '@/lib/query/route-data';

/**
 * What both home pages (the guest landing `/` and `/shop/home`) load: the feature images, whose first image starts
 * downloading as soon as its address arrives (the page's largest paint), and the whole catalog sorted by
 * price, low to high (docs/behaviour.md#catalog).
 */
export function loadHomePageData(queryClient: QueryClient) {
  return loadPageData([
    queryClient.ensureQueryData(featureImageQueries.list()).then(preloadFeatureImage),
    queryClient.ensureQueryData(productQueries.list({}, DEFAULT_SORT)),
  ]);
}
