import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { loadPageData } from '@/lib/route-data';
import { searchQuery } from '@/features/catalog/api/search-queries';
import { SearchPage } from '@/pages/search-page';
import { searchPageSearchSchema } from '@/features/catalog/lib/listing-search';

export const Route = createFileRoute('/shop/search')({
  validateSearch: searchPageSearchSchema,
  loaderDeps: ({ search: { keyword } }) => ({ keyword: keyword?.trim() ?? '' }),
  // Starts the request for a shared or reloaded search link; not awaited, so the keyword shows at once.
  loader: ({ context: { queryClient }, deps: { keyword } }) =>
    loadPageData(keyword ? [queryClient.ensureQueryData(searchQuery(keyword))] : [], {
      wait: false,
    }),
  head: () => ({ meta: [{ title: translate('catalog.search.pageTitle') }] }),
  component: SearchPage,
});
