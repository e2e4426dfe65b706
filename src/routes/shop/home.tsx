import { createFileRoute } from '@tanstack/react-router';
import { featureImageQueries } from '@/features/banners/api/feature-image-queries';
import { preloadBannerImage } from '@/features/banners/lib/preload-banner';
import { productQueries } from '@/features/catalog/api/product-queries';
import { warmCache } from '@/features/catalog/api/warm-cache';
import { ShopHomePage } from '@/features/catalog/components/shop-home-page';
import { productDialogSearchSchema } from '@/features/catalog/lib/listing-search';
import { DEFAULT_SORT } from '@/features/catalog/schemas';

export const Route = createFileRoute('/shop/home')({
  validateSearch: productDialogSearchSchema,
  // The loader has its own small chunk, fetched beside the page's: the data requests start without waiting
  // for the page's code, and the banner image starts as soon as its address arrives.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient } }) =>
    warmCache(
      queryClient.ensureQueryData(featureImageQueries.list()).then(preloadBannerImage),
      queryClient.ensureQueryData(productQueries.list({}, DEFAULT_SORT)),
    ),
  // Spec section 2: the home page's first load sorts by price-lowtohigh.
  head: () => ({ meta: [{ title: 'Home · Lokum & Co.' }] }),
  component: ShopHomePage,
});
