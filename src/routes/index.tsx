import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedInFromRoot } from '@/features/auth/guards';
import { loadSectionMessages, translate } from '@/lib/i18n/i18n';
import { loadHomePageData } from '@/pages/home-page-data';
import { LandingPage } from '@/pages/landing-page';
import { productDialogSearchSchema } from '@/features/catalog/lib/listing-search';

export const Route = createFileRoute('/')({
  validateSearch: productDialogSearchSchema,
  beforeLoad: async () => {
    redirectSignedInFromRoot();
    // The landing's and the catalog's texts load with it (lib/i18n/message-bundles.ts).
    await loadSectionMessages('');
  },
  // The loader has its own small chunk, fetched beside the page's: the data requests start without waiting
  // for the page's code, and the feature image starts as soon as its address arrives.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context: { queryClient } }) => loadHomePageData(queryClient),
  head: () => ({ meta: [{ title: translate('landing.pageTitle') }] }),
  component: LandingPage,
});
