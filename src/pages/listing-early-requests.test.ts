import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { cartQueries } from '@/features/cart/api/cart-queries';
import { productQueries } from '@/features/catalog/api/product-queries';
import { DEFAULT_LISTING_VIEW } from '@/features/catalog/lib/listing-view';
import { productFiltersOf } from '@/features/catalog/lib/listing-search';
import { apiOrigin } from '@/lib/api-client';
import { FILTERS_STORAGE_KEY } from '@/stores/filters-store';
import { useAuthStore } from '@/stores/auth-store';
import { signInAs } from '@/testing/session';
import {
  forgetEarlyRequests,
  signedInListingSession,
  startSignedInListingRequests,
  STORED_FILTERS_KEY,
} from '@/lib/early-requests';

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

/** What the shop's layout and the listing's loader ask for on a first load of the listing in its default view. */
function loadListingData(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.fetchQuery(cartQueries.detail(userId)),
    queryClient.fetchQuery(
      productQueries.list(productFiltersOf(DEFAULT_LISTING_VIEW), DEFAULT_LISTING_VIEW.sortBy),
    ),
  ]);
}

afterEach(() => {
  forgetEarlyRequests();
  useAuthStore.getState().endSession();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the signed-in listing requests sent before the app has loaded', () => {
  it("are exactly the listing's and the cart's requests, which then take their answers instead of asking again", async () => {
    const user = await signInAs('shopper');
    const token = useAuthStore.getState().token ?? '';
    const asked = await requestsDuring(() => loadListingData(new QueryClient(), user.id));
    expect(asked).toHaveLength(2);

    const early = await requestsDuring(async () => {
      startSignedInListingRequests(apiOrigin(), { token, userId: user.id });
      await loadListingData(new QueryClient(), user.id);
    });
    expect(early.toSorted()).toEqual(asked.toSorted());
  });

  it('are never taken by a request of another session: it asks again', async () => {
    const user = await signInAs('shopper');
    const requests = await requestsDuring(async () => {
      startSignedInListingRequests(apiOrigin(), { token: 'another-session', userId: user.id });
      await loadListingData(new QueryClient(), user.id).catch(() => undefined);
    });
    expect(requests).toHaveLength(4);
  });

  it('are for /shop/listing in its default view with a stored session only', async () => {
    expect(STORED_FILTERS_KEY).toBe(FILTERS_STORAGE_KEY);
    window.history.replaceState(null, '', '/shop/listing');
    expect(signedInListingSession()).toBeUndefined();
    const user = await signInAs('shopper');
    expect(signedInListingSession()).toEqual({ token: useAuthStore.getState().token, userId: user.id });
    window.history.replaceState(null, '', '/shop/listing?category=coffee');
    expect(signedInListingSession()).toBeUndefined();
    window.history.replaceState(null, '', '/shop/listing');
    sessionStorage.setItem(FILTERS_STORAGE_KEY, '{"state":{"categories":["coffee"]},"version":0}');
    expect(signedInListingSession()).toBeUndefined();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/shop/home');
    expect(signedInListingSession()).toBeUndefined();
  });
});
