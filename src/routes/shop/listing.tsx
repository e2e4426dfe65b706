import { createFileRoute, redirect } from '@tanstack/react-router';
import { productQueries } from '@/features/catalog/api/product-queries';
import { earlyCardsOnScreen } from '@/boot/early-cards';
import { translate } from '@/lib/i18n/i18n';
import { loadPageData } from '@/lib/query/route-data';
import { ListingPage } from '@/pages/listing-page';
import {
  hasListingView,
  listingSearchSchema,
  listingViewFromSearch,
  searchFromListingView,
} from '@/features/catalog/lib/listing-search';
import { isDefaultListingView, productFiltersOf } from '@/features/catalog/listing-params';
import { storedListingView } from '@/features/catalog/lib/listing-view';

export const Route = createFileRoute('/shop/listing')({
  validateSearch: listingSearchSchema,
  loaderDeps: ({ search: { category, sortBy } }) => listingViewFromSearch({ category, sortBy }),
  // A bare /shop/listing (the header's links) shows the view kept in session storage; a link that carries
  // its own category or sort wins over it.
  beforeLoad: ({ search }) => {
    // One readable form in the address bar: an old link with labels (?category=Turkish delight) or another
    // spelling of an id becomes ?category=turkish-delight.
    const canonical = searchFromListingView(listingViewFromSearch(search));
    if (search.category !== undefined && search.category !== canonical.category) {
      throw redirect({
        to: '/shop/listing',
        search: { ...search, category: canonical.category },
        replace: true,
      });
    }
    if (hasListingView(search)) return;
    const stored = storedListingView();
    if (isDefaultListingView(stored)) return;
    throw redirect({
      to: '/shop/listing',
      search: { ...searchFromListingView(stored), product: search.product },
      replace: true,
    });
  },
  // In its own small chunk, fetched beside the page's: the request starts without waiting for the page's code.
  codeSplitGroupings: [['loader'], ['component']],
  // Not waited for: a click on a filter or sort shows at once (the previous cards stay until the new list
  // arrives); hovering a link to the listing still starts the request early. Waited for while the prerendered
  // page's first cards are on screen (boot/early-cards.ts): the app's first render shows them too.
  loader: ({ context: { queryClient }, deps }) =>
    loadPageData([queryClient.ensureQueryData(productQueries.list(productFiltersOf(deps), deps.sortBy))], {
      wait: earlyCardsOnScreen(),
    }),
  head: () => ({ meta: [{ title: translate('catalog.listing.pageTitle') }] }),
  component: ListingPage,
});
