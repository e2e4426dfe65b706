import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { loadPageData } from '@/lib/query/route-data';
import { searchQuery } from '@/features/catalog/api/search-queries';
import { learnSearchReading } from '@/features/catalog/api/search-reading';
import { SearchPage } from '@/pages/search-page';
import { searchPageSearchSchema } from '@/features/catalog/lib/listing-search';

export const Route = createFileRoute('/shop/search')({
  validateSearch: searchPageSearchSchema,
  loaderDeps: ({ search: { keyword } }) => ({ keyword: keyword?.trim() ?? '' }),
  // Starts the request for a shared or reloaded search link; not awaited, so the keyword shows at once. Until the
  // shop knows how this backend reads a keyword, it asks as the page opens, while the shopper types.
  loader: ({ context: { queryClient }, deps: { keyword } }) => {
    void learnSearchReading();
    return loadPageData(keyword ? [queryClient.ensureQueryData(searchQuery(keyword))] : [], {
      wait: false,
    });
  },
  head: () => ({ meta: [{ title: translate('catalog.search.pageTitle') }] }),
  component: SearchPage,
});
