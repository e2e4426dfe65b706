import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { loadHomePageData } from '@/pages/home-page-data';
import { ShopHomePage } from '@/pages/shop-home-page';
import { productDialogSearchSchema } from '@/features/catalog/lib/listing-search';

export const Route = createFileRoute('/shop/home')({
  validateSearch: productDialogSearchSchema,
  // The loader has its own small chunk, fetched beside the page's: the data requests start without waiting
  // for the page's code, and the feature image starts as soon as its address arrives.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient } }) => loadHomePageData(queryClient),
  head: () => ({ meta: [{ title: translate('landing.shopHome.pageTitle') }] }),
  component: ShopHomePage,
});
