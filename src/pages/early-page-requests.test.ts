import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { server } from '../../mocks/node';
import { AUTH_STORAGE_KEY, useAuthStore } from '@/stores/auth-store';
import { FILTERS_STORAGE_KEY } from '@/stores/filters-store';
import { apiOrigin } from '@/lib/api-client';
import {
  DEFAULT_LISTING_REQUESTS,
  earlyPageRequests,
  forgetEarlyRequests,
  HOME_PAGE_REQUESTS,
  startEarlyRequests,
  STORED_FILTERS_KEY,
  STORED_SESSION_KEY,
} from '@/lib/early-requests';
import { productQueries } from '@/features/catalog/api/product-queries';
import { listingViewFromSearch, productFiltersOf } from '@/features/catalog/lib/listing-search';
import { loadHomePageData } from './home-page-data';

/** Every request the mock backend receives while `run` runs, as method and URL. */
async function requestsDuring(run: () => Promise<unknown>) {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => void seen.push(`${request.method} ${request.url}`);
  server.events.on('request:start', record);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', record);
  }
  return seen;
}

/** What the listing's loader asks for when the listing opens bare (src/routes/shop/listing.tsx). */
function loadDefaultListing(queryClient: QueryClient) {
  const view = listingViewFromSearch({});
  return queryClient.ensureQueryData(productQueries.list(productFiltersOf(view), view.sortBy));
}

const asUrls = (paths: readonly string[]) => paths.map((path) => `GET ${apiOrigin()}${path}`).toSorted();

afterEach(() => {
  forgetEarlyRequests();
  useAuthStore.setState({ token: null });
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the requests sent before the app has loaded', () => {
  it("are exactly the home pages' loader requests, which then take their answers instead of asking again", async () => {
    const loaderRequests = await requestsDuring(() => loadHomePageData(new QueryClient()));
    expect(loaderRequests.toSorted()).toEqual(asUrls(HOME_PAGE_REQUESTS));

    const early = await requestsDuring(async () => {
      startEarlyRequests(apiOrigin(), HOME_PAGE_REQUESTS);
      await loadHomePageData(new QueryClient());
    });
    expect(early.toSorted()).toEqual(loaderRequests.toSorted());
  });

  it("are exactly the bare listing's loader request, taken by a signed-in request that carries its token", async () => {
    const loaderRequests = await requestsDuring(() => loadDefaultListing(new QueryClient()));
    expect(loaderRequests).toEqual(asUrls(DEFAULT_LISTING_REQUESTS));

    useAuthStore.setState({ token: 'a-token' });
    const early = await requestsDuring(async () => {
      startEarlyRequests(apiOrigin(), DEFAULT_LISTING_REQUESTS);
      await loadDefaultListing(new QueryClient());
    });
    expect(early).toEqual(loaderRequests);
  });

  it('are chosen by the page, the stored session and the filters kept for the tab, read where the stores keep them', () => {
    expect(STORED_SESSION_KEY).toBe(AUTH_STORAGE_KEY);
    expect(STORED_FILTERS_KEY).toBe(FILTERS_STORAGE_KEY);
    const at = (path: string) => {
      window.history.replaceState(null, '', path);
      return earlyPageRequests();
    };
    // A guest: the landing only (a shop page sends them to sign in).
    expect(at('/')).toEqual(HOME_PAGE_REQUESTS);
    expect(at('/shop/listing')).toEqual([]);
    expect(at('/auth/login')).toEqual([]);

    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { token: 't', user: null }, version: 0 }));
    expect(at('/')).toEqual([]);
    expect(at('/shop/home')).toEqual(HOME_PAGE_REQUESTS);
    expect(at('/shop/listing')).toEqual(DEFAULT_LISTING_REQUESTS);
    expect(at('/shop/listing?category=honey')).toEqual([]);
    expect(at('/shop/account')).toEqual([]);

    const keep = (categories: string[], sortBy: string) =>
      sessionStorage.setItem(
        FILTERS_STORAGE_KEY,
        JSON.stringify({ state: { categories, sortBy }, version: 1 }),
      );
    keep([], 'price-lowtohigh');
    expect(at('/shop/listing')).toEqual(DEFAULT_LISTING_REQUESTS);
    keep(['honey'], 'price-lowtohigh');
    expect(at('/shop/listing')).toEqual([]);
    keep([], 'title-atoz');
    expect(at('/shop/listing')).toEqual([]);
  });

  it('are never served after the first page has loaded: the loader then asks again', async () => {
    const requests = await requestsDuring(async () => {
      startEarlyRequests(apiOrigin(), HOME_PAGE_REQUESTS);
      forgetEarlyRequests();
      await loadHomePageData(new QueryClient());
    });
    expect(requests).toHaveLength(2 * HOME_PAGE_REQUESTS.length);
  });
});
