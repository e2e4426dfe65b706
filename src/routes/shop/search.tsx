import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '@/features/catalog/api/product-queries';
import { warmCache } from '@/features/catalog/api/warm-cache';
import { SearchPage } from '@/features/catalog/components/search-page';
import { searchPageSearchSchema } from '@/features/catalog/lib/listing-search';

export const Route = createFileRoute('/shop/search')({
  validateSearch: searchPageSearchSchema,
  loaderDeps: ({ search: { keyword } }) => ({ keyword: keyword?.trim() ?? '' }),
  // Starts the request for a shared or reloaded search link; not awaited, so the keyword shows at once.
  loader: ({ context: { queryClient }, deps: { keyword } }) => {
    if (keyword) void warmCache(queryClient.ensureQueryData(productQueries.search(keyword)));
  },
  head: () => ({ meta: [{ title: 'Search · Lokum & Co.' }] }),
  component: SearchPage,
});
