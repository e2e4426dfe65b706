import type { QueryClient } from '@tanstack/react-query';
import { featureImageQueries } from '@/features/banners/api/feature-image-queries';
import { preloadBannerImage } from '@/features/banners/lib/preload-banner';
import { productQueries } from '@/features/catalog/api/product-queries';
import { DEFAULT_SORT } from '@/features/catalog/sort';
import { loadPageData } from '@/lib/route-data';

/**
 * What both home pages (the guest landing `/` and `/shop/home`) load: the banners, whose first image starts
 * downloading as soon as its address arrives (the page's largest paint), and the whole catalogue sorted by
 * price, low to high (docs/behaviour.md#catalogue).
 */
export function loadHomePageData(queryClient: QueryClient) {
  return loadPageData([
    queryClient.ensureQueryData(featureImageQueries.list()).then(preloadBannerImage),
    queryClient.ensureQueryData(productQueries.list({}, DEFAULT_SORT)),
  ]);
}
