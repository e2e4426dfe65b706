import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { checkAuth } from '@/features/auth/api/auth-api';
import { featureImageRequests } from '@/features/feature-images/api/feature-image-requests';
import { cartQueries } from '@/features/cart/api/cart-queries';
import { orderQueries } from '@/features/orders/api/order-queries';
import { productQueries } from '@/features/catalog/api/product-queries';
import { searchQuery } from '@/features/catalog/api/search-queries';
import {
  DEFAULT_LISTING_VIEW,
  rememberListingView,
  storedListingView,
  type ListingView,
} from '@/features/catalog/lib/listing-view';
import { productFiltersOf } from '@/features/catalog/listing-params';
import { EARLY_CARDS_SLOT, EarlyCardSets } from '@/features/catalog/components/early-card-templates';
import { renderEarlyCardSets } from '@/features/catalog/components/early-card-sets';
import { apiOrigin } from '@/lib/backend/env';
import { forgetEarlyRequests } from './early-requests';
import { FIRST_PAGES } from './first-pages';
import { loadSectionMessagesIn } from '@/lib/i18n/i18n';
import { API_URL_META } from './page-meta';
import { signOutPending } from '@/lib/session/pending-sign-out';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { loadHomePageData } from '@/pages/home-page-data';
import { useAuthStore } from '@/stores/auth-store';
import { useFiltersStore } from '@/stores/filters-store';
import { signInAs } from '@/testing/session';
import { openPrerenderedPage } from '@/testing/prerendered-page';
import { renderInTheme } from '@/prerender';
import { EARLY_DATA, sendStartUpRequests, startUpSentFirstPageData, startUpVisit } from './start-up-requests';

/**
 * Every request the mock backend receives while `run` runs: method, address and every header, one string each
 * (what a backend would receive, so a start-up request that differs from the app's in any of them shows here).
 */
async function requestsDuring(run: () => Promise<unknown>) {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const headers = [...request.headers.entries()].map(([name, value]) => `${name}: ${value}`).toSorted();
    seen.push([`${request.method} ${request.url}`, ...headers].join(' | '));
  };
  server.events.on('request:start', record);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', record);
  }
  return seen.toSorted();
}

/** A JWT whose `exp` is `seconds` from now (negative: already past). The mock accepts none: enough to see it sent. */
function jwt(seconds: number) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + seconds })}.signature`;
}

const SHOPPER = { id: 'u-1', userName: 'Deniz Aydın', email: 'shopper@lokum.shop', role: 'user' };

/** Opens `path` with `token` stored as the session, as a page load would find them. */
function visitWithStoredSession(path: string, token: string) {
  window.history.replaceState(null, '', path);
  localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ state: { token, user: SHOPPER }, version: 0 }));
}

/** What the shop's layout and the listing's loader ask for on a first load of the listing in `view`. */
function loadListingData(queryClient: QueryClient, userId: string, view: ListingView = DEFAULT_LISTING_VIEW) {
  return Promise.all([
    queryClient.fetchQuery(cartQueries.detail(userId)),
    queryClient.fetchQuery(productQueries.list(productFiltersOf(view), view.sortBy)),
  ]);
}

/** The listing's prerendered page as the build writes it: its grid of card placeholders, with the card templates. */
function prerenderedListing() {
  const slot = Object.entries(EARLY_CARDS_SLOT)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  const placeholders = '<div aria-hidden="true"></div>'.repeat(4);
  const templates = renderToStaticMarkup(
    createElement(EarlyCardSets, { sets: renderEarlyCardSets(renderInTheme) }),
  );
  document.body.innerHTML = `<div id="root"><div class="grid" ${slot}>${placeholders}${templates}</div></div>`;
}

// The listing's messages in every language, as the build has them when it renders the templates.
beforeAll(() => Promise.all([loadSectionMessagesIn('en', 'shop'), loadSectionMessagesIn('tr', 'shop')]));

afterEach(() => {
  forgetEarlyRequests();
  useFiltersStore.getState().reset();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('the start-up requests are the requests the app sends, header for header', () => {
  it("the guest landing's are its loader's, whose answers the loader then takes", async () => {
    const asked = await requestsDuring(() => loadHomePageData(new QueryClient()));
    expect(asked).toHaveLength(2);

    const visit = startUpVisit();
    expect(visit.page?.name).toBe('landing');
    const sent = await requestsDuring(async () => {
      sendStartUpRequests(visit);
      await loadHomePageData(new QueryClient());
    });
    expect(sent).toEqual(asked);
  });

  it("the session check is the app's, with the contract's no-cache header and the stored token", async () => {
    const user = await signInAs('shopper');
    const token = useAuthStore.getState().token ?? '';
    const asked = await requestsDuring(() => checkAuth());
    expect(asked).toEqual([expect.stringContaining('cache-control: no-cache, no-store, must-revalidate')]);
    expect(asked[0]).toContain(`authorization: Bearer ${token}`);

    window.history.replaceState(null, '', '/shop/checkout');
    const visit = startUpVisit();
    expect(visit.session).toEqual({ id: token, token, userId: user.id });
    const sent = await requestsDuring(async () => {
      sendStartUpRequests(visit);
      await checkAuth();
    });
    expect(sent).toEqual(asked);
  });

  it("the signed-in listing's are the session check, the products and the cart, taken by the app", async () => {
    const user = await signInAs('shopper');
    const asked = await requestsDuring(() =>
      Promise.all([checkAuth(), loadListingData(new QueryClient(), user.id)]),
    );
    expect(asked).toHaveLength(3);

    window.history.replaceState(null, '', FIRST_PAGES.listing.path);
    const sent = await requestsDuring(async () => {
      sendStartUpRequests(startUpVisit());
      await Promise.all([checkAuth(), loadListingData(new QueryClient(), user.id)]);
    });
    expect(sent).toEqual(asked);
  });

  it("the signed-in shop home's are the session check, the feature images, the products and the cart, taken by the app", async () => {
    const user = await signInAs('shopper');
    const loadShopHome = () =>
      Promise.all([
        checkAuth(),
        loadHomePageData(new QueryClient()),
        new QueryClient().fetchQuery(cartQueries.detail(user.id)),
      ]);
    const asked = await requestsDuring(loadShopHome);
    expect(asked).toHaveLength(4);

    window.history.replaceState(null, '', FIRST_PAGES.shopHome.path);
    const sent = await requestsDuring(async () => {
      sendStartUpRequests(startUpVisit());
      await loadShopHome();
    });
    expect(sent).toEqual(asked);
    expect(startUpSentFirstPageData()).toBe(true);
  });

  it("the account's are the session check, the shopper's orders and the cart, taken by the app", async () => {
    const user = await signInAs('shopper');
    const loadAccount = () =>
      Promise.all([
        checkAuth(),
        new QueryClient().fetchQuery(orderQueries.list(user.id)),
        new QueryClient().fetchQuery(cartQueries.detail(user.id)),
      ]);
    const asked = await requestsDuring(loadAccount);
    expect(asked).toHaveLength(3);

    window.history.replaceState(null, '', FIRST_PAGES.account.path);
    const sent = await requestsDuring(async () => {
      sendStartUpRequests(startUpVisit());
      await loadAccount();
    });
    expect(sent).toEqual(asked);
    expect(startUpSentFirstPageData()).toBe(true);
  });

  it("the signed-in search's, with a keyword in the URL and the backend's reading known, are the session check, the keyword's results and the cart, taken by the app", async () => {
    const user = await signInAs('shopper');
    // This browser learned before that the backend reads a keyword as a pattern (features/catalog/api/search-reading.ts).
    localStorage.setItem(
      STORAGE_KEYS.backendTraits,
      JSON.stringify({ [apiOrigin()]: { search: { pattern: true } } }),
    );
    const loadSearch = () =>
      Promise.all([
        checkAuth(),
        new QueryClient().fetchQuery(searchQuery('Fındık')),
        new QueryClient().fetchQuery(cartQueries.detail(user.id)),
      ]);
    const asked = await requestsDuring(loadSearch);
    expect(asked).toHaveLength(3);
    expect(asked).toContainEqual(
      expect.stringContaining(`GET ${apiOrigin()}/api/shop/search/${encodeURIComponent('f[iıİ]nd[iıİ]k')} |`),
    );

    window.history.replaceState(null, '', `${FIRST_PAGES.search.path}?keyword=F%C4%B1nd%C4%B1k`);
    const sent = await requestsDuring(async () => {
      // The search leaves once the keyword's rules have loaded (their own chunk): long before the app asks.
      await Promise.all(sendStartUpRequests(startUpVisit()));
      await loadSearch();
    });
    expect(sent).toEqual(asked);
    expect(startUpSentFirstPageData()).toBe(true);
  });

  it('the search sends no keyword while how the backend reads one is not known: the session check and the cart only', async () => {
    const user = await signInAs('shopper');
    window.history.replaceState(null, '', `${FIRST_PAGES.search.path}?keyword=baklava`);
    const sent = await requestsDuring(() => Promise.all(sendStartUpRequests(startUpVisit())));
    expect(sent.map((request) => request.split(' | ')[0])).toEqual([
      `GET ${apiOrigin()}/api/auth/check-auth`,
      `GET ${apiOrigin()}/api/shop/cart/get/${user.id}`,
    ]);
  });

  it('an early request that differs from the app’s in any header is not taken: the app asks again', async () => {
    const user = await signInAs('shopper');
    window.history.replaceState(null, '', FIRST_PAGES.listing.path);
    const visit = startUpVisit();
    const sent = await requestsDuring(async () => {
      // Another session's token on the same requests.
      sendStartUpRequests({
        ...visit,
        session: { id: 'another-session', token: 'another-session', userId: user.id },
      });
      await Promise.all([checkAuth(), loadListingData(new QueryClient(), user.id)]).catch(() => undefined);
    });
    expect(sent).toHaveLength(6);
  });
});

describe('the session they are sent with follows the session’s rules', () => {
  it('a stored session whose JWT has expired sends nothing and counts as no session', async () => {
    const expired = jwt(-60);
    visitWithStoredSession(FIRST_PAGES.listing.path, expired);
    const visit = startUpVisit();
    expect(visit).toEqual({ page: undefined, session: undefined });
    expect(sendStartUpRequests(visit)).toEqual([]);
    // The store does not take it up either: the guard sends the visitor to sign in.
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('a stored session ended in some tab (its fingerprint kept) sends nothing either', async () => {
    const token = jwt(3600);
    useAuthStore.getState().loginSucceeded(token, SHOPPER);
    const stillStored = localStorage.getItem(STORAGE_KEYS.session);
    useAuthStore.getState().endSession();
    // A tab closed in the middle of a sign-out: the session is still in storage, its end recorded.
    localStorage.setItem(STORAGE_KEYS.session, stillStored ?? '');
    window.history.replaceState(null, '', FIRST_PAGES.listing.path);
    expect(startUpVisit().session).toBeUndefined();
  });

  it('a live stored session is sent, and the first page is the one for its visitor', () => {
    const token = jwt(3600);
    visitWithStoredSession(FIRST_PAGES.listing.path, token);
    expect(startUpVisit()).toMatchObject({ page: { name: 'listing' }, session: { token } });
    // The landing is a guest's page: a shopper there has no first page (the app sends them on).
    window.history.replaceState(null, '', FIRST_PAGES.landing.path);
    expect(startUpVisit().page).toBeUndefined();
  });

  it('the listing asks nothing without a shopper’s session, and says it sent no data', async () => {
    const user = await signInAs('shopper');
    const session = { id: 'session', token: 'session', userId: user.id };
    const listing = { ...FIRST_PAGES.listing, name: 'listing' as const };
    const asked = await requestsDuring(async () => {
      window.history.replaceState(null, '', `${FIRST_PAGES.listing.path}?category=coffee`);
      expect(EARLY_DATA.listing(undefined)).toEqual([]);
      expect(EARLY_DATA.listing({ ...session, userId: '' })).toEqual([]);
      // The session check alone.
      await Promise.allSettled(sendStartUpRequests({ page: listing, session: { ...session, userId: '' } }));
      expect(startUpSentFirstPageData()).toBe(false);
    });
    expect(asked.map((request) => request.split(' | ')[0])).toEqual([
      `GET ${apiOrigin()}/api/auth/check-auth`,
    ]);
  });

  it("say whether they carried the first page's data: the landing's and the default listing's, not another page's", async () => {
    await Promise.allSettled(sendStartUpRequests(startUpVisit()));
    expect(startUpSentFirstPageData()).toBe(true);
    forgetEarlyRequests();
    await signInAs('shopper');
    window.history.replaceState(null, '', '/shop/checkout');
    await Promise.allSettled(sendStartUpRequests(startUpVisit()));
    expect(startUpSentFirstPageData()).toBe(false);
    forgetEarlyRequests();
    window.history.replaceState(null, '', '/shop/listing');
    await Promise.allSettled(sendStartUpRequests(startUpVisit()));
    expect(startUpSentFirstPageData()).toBe(true);
  });

  it('are never served after the first page has loaded: the loader then asks again', async () => {
    const requests = await requestsDuring(async () => {
      await Promise.allSettled(sendStartUpRequests(startUpVisit()));
      forgetEarlyRequests();
      await loadHomePageData(new QueryClient());
    });
    expect(requests).toHaveLength(4);
  });
});

describe("the listing's products are asked for in the view the page will show", () => {
  afterEach(() => useFiltersStore.getState().reset());

  /**
   * The requests of a reload of the listing at `path` (its session check, its products in `view`, the cart), each
   * once: what the app asks for, and what start-up then sends with it, which the app takes.
   */
  async function reloadListing(path: string, view: ListingView) {
    const user = await signInAs('shopper');
    const load = () => Promise.all([checkAuth(), loadListingData(new QueryClient(), user.id, view)]);
    // What the app learns of the backend's spellings from this answer is put back: both start from the same.
    const spellings = localStorage.getItem(STORAGE_KEYS.categorySpellings);
    const asked = await requestsDuring(load);
    expect(asked).toHaveLength(3);
    if (spellings === null) localStorage.removeItem(STORAGE_KEYS.categorySpellings);
    else localStorage.setItem(STORAGE_KEYS.categorySpellings, spellings);
    forgetEarlyRequests();
    window.history.replaceState(null, '', path);
    const sent = await requestsDuring(async () => {
      sendStartUpRequests(startUpVisit());
      await load();
    });
    return { asked, sent };
  }

  const productsAsked = (requests: string[]) =>
    requests
      .filter((request) => request.includes('/api/shop/products/get'))
      .map((request) => request.split(' | ')[0]);

  it("the URL's categories and sort, over the tab's kept view, in the backend's spelling", async () => {
    rememberListingView({ categories: ['coffee'], sortBy: 'title-atoz' });
    // This backend was seen to spell honey as its label: the loader asks for that, and so does start-up.
    localStorage.setItem(
      STORAGE_KEYS.categorySpellings,
      JSON.stringify({ [apiOrigin()]: { honey: ['Honey'] } }),
    );
    const view: ListingView = { categories: ['teas', 'honey'], sortBy: 'price-hightolow' };
    const { asked, sent } = await reloadListing(
      '/shop/listing?category=teas,honey&sortBy=price-hightolow',
      view,
    );
    expect(sent).toEqual(asked);
    expect(productsAsked(sent)).toEqual([
      `GET ${apiOrigin()}/api/shop/products/get?category=Teas%2CHoney&sortBy=price-hightolow`,
    ]);
  });

  it('the view this tab kept, with no view in the URL', async () => {
    rememberListingView({ categories: ['honey'], sortBy: 'title-ztoa' });
    const view = storedListingView();
    expect(view).toEqual({ categories: ['honey'], sortBy: 'title-ztoa' });
    const { asked, sent } = await reloadListing('/shop/listing', view);
    expect(sent).toEqual(asked);
    expect(productsAsked(sent)).toEqual([expect.stringMatching(/\?category=[^&]+&sortBy=title-ztoa$/)]);
  });

  it.each([
    ['no JSON', '{"state":{"categories":["honey"]'],
    ['another version', '{"state":{"categories":["honey"],"sortBy":"title-ztoa"},"version":0}'],
    ['no object', '"honey"'],
  ])(
    'the default view when what the tab kept cannot be read (%s), as the filters store reads it',
    async (_case, kept) => {
      sessionStorage.setItem(STORAGE_KEYS.listingFilters, kept);
      // The store says why it sets another version's copy aside.
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await useFiltersStore.persist.rehydrate();
      quiet.mockRestore();
      expect(storedListingView()).toEqual(DEFAULT_LISTING_VIEW);
      const { asked, sent } = await reloadListing('/shop/listing', DEFAULT_LISTING_VIEW);
      expect(sent).toEqual(asked);
      expect(productsAsked(sent)).toEqual([
        `GET ${apiOrigin()}/api/shop/products/get?sortBy=price-lowtohigh`,
      ]);
    },
  );
});

describe('the backend they go to', () => {
  /** The addresses start-up's requests for the guest landing go to, with the page naming `named` as the backend. */
  async function landingAddresses(named: string) {
    document.head.innerHTML = `<meta name="${API_URL_META}" content="${named}">`;
    const asked = await requestsDuring(() => Promise.allSettled(sendStartUpRequests(startUpVisit())));
    return asked.map((request) => request.split(' | ')[0]);
  }

  it('is the build’s own, whatever the page names, in any build but a deploy build', async () => {
    vi.stubEnv('VITE_API_URL', 'https://api.example.test/');
    expect(await landingAddresses('https://named.example.test')).toEqual([
      'GET https://api.example.test/api/common/feature/get',
      'GET https://api.example.test/api/shop/products/get?sortBy=price-lowtohigh',
    ]);
  });

  it('is the one the page names in a deploy build (the web server writes it into the page)', async () => {
    vi.stubEnv('MODE', 'deploy');
    vi.stubEnv('VITE_API_URL', 'https://api.example.test');
    expect(await landingAddresses(' https://named.example.test// ')).toEqual([
      'GET https://named.example.test/api/common/feature/get',
      'GET https://named.example.test/api/shop/products/get?sortBy=price-lowtohigh',
    ]);
  });

  it('is none when its address is not an http(s) one: nothing is sent, not even a sign-out still owed', async () => {
    const user = await signInAs('shopper');
    localStorage.setItem(STORAGE_KEYS.pendingSignOut, '1');
    vi.stubEnv('VITE_API_URL', 'ftp://mirror.example.test/http://api.example.test');
    const session = { id: 'session', token: 'session', userId: user.id };
    const asked = await requestsDuring(async () => {
      expect(EARLY_DATA.landing(undefined)).toEqual([]);
      expect(EARLY_DATA.listing(session)).toEqual([]);
      const listing = { ...FIRST_PAGES.listing, name: 'listing' as const };
      expect(sendStartUpRequests({ page: listing, session })).toEqual([]);
      expect(startUpSentFirstPageData()).toBe(false);
    });
    expect(asked).toEqual([]);
    expect(signOutPending()).toBe(true);
  });

  it('is sent a sign-out still owed at once, on a page that asks for nothing else too', async () => {
    localStorage.setItem(STORAGE_KEYS.pendingSignOut, '1');
    window.history.replaceState(null, '', '/shop/account');
    const asked = await requestsDuring(async () => {
      expect(sendStartUpRequests(startUpVisit())).toEqual([]);
      await vi.waitFor(() => expect(signOutPending()).toBe(false));
    });
    expect(asked.map((request) => request.split(' | ')[0])).toEqual([`POST ${apiOrigin()}/api/auth/logout`]);
  });
});

describe("the prerendered landing's first banner", () => {
  it('goes into the placeholder as soon as the feature images arrive, and shows once it has loaded', async () => {
    // A fresh copy of the module, as a page load has: its feature image is settled once per page.
    vi.resetModules();
    const { FIRST_FEATURE_IMAGE_SLOT_ATTRIBUTE, firstContentToWaitFor, startFirstFeatureImageRequest } =
      await import('./early-requests');
    document.body.innerHTML = `<div id="root"><div data-visible="true" ${FIRST_FEATURE_IMAGE_SLOT_ATTRIBUTE}></div></div>`;
    const slot = document.querySelector(`[${FIRST_FEATURE_IMAGE_SLOT_ATTRIBUTE}]`);
    const featureImages = (await (
      await fetch(`${apiOrigin()}${featureImageRequests.list().path}`)
    ).json()) as {
      data: { image: string }[];
    };
    const settled = vi.fn();
    startFirstFeatureImageRequest(apiOrigin(), featureImageRequests.list());
    void firstContentToWaitFor()?.then(settled);
    const image = await vi.waitFor(() => {
      const found = slot?.querySelector('img');
      if (!found) throw new Error('no feature image yet');
      return found;
    });
    expect(image.getAttribute('src')).toBe(featureImages.data[0]?.image);
    // Until it has loaded, the placeholder keeps its grey block, and the app's code waits.
    expect(slot?.hasAttribute('data-visible')).toBe(true);
    expect(settled).not.toHaveBeenCalled();

    image.dispatchEvent(new Event('load'));
    expect(slot?.hasAttribute('data-visible')).toBe(false);
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
  });

  it("lets the app's code follow only once the browser reports the feature image as the page's largest paint", async () => {
    // A browser that reports largest paints (jsdom reports none): the test says when and what was painted.
    let reportPaint: (element: Element) => void = () => undefined;
    class PaintObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => { element: Element }[] }) => void) {
        reportPaint = (element) => callback({ getEntries: () => [{ element }] });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.resetModules();
    const { FIRST_FEATURE_IMAGE_SLOT_ATTRIBUTE, firstContentToWaitFor, startFirstFeatureImageRequest } =
      await import('./early-requests');
    document.body.innerHTML = `<div id="root"><h1>Turkish Bazaar</h1><div data-visible="true" ${FIRST_FEATURE_IMAGE_SLOT_ATTRIBUTE}></div></div>`;
    const settled = vi.fn();
    startFirstFeatureImageRequest(apiOrigin(), featureImageRequests.list());
    void firstContentToWaitFor()?.then(settled);
    const image = await vi.waitFor(() => {
      const found = document.querySelector(`[${FIRST_FEATURE_IMAGE_SLOT_ATTRIBUTE}] img`);
      if (!found) throw new Error('no feature image yet');
      return found;
    });
    // The heading painted first: not the feature image, so the code still waits.
    reportPaint(document.querySelector('h1') as Element);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    reportPaint(image);
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
  });
});

describe("the listing's first cards", () => {
  it("get the products as they arrive, and the app's code waits until they are on screen", async () => {
    // A fresh copy of the module, as a page load has.
    vi.resetModules();
    const { firstContentToWaitFor, startProductListRequest } = await import('./early-requests');
    const { productRequests } = await import('@/features/catalog/api/product-requests');
    expect(firstContentToWaitFor()).toBeUndefined();
    let onScreen = () => undefined as void;
    const show = vi.fn((_records: unknown[]) => new Promise<void>((resolve) => (onScreen = resolve)));
    startProductListRequest(apiOrigin(), productRequests.list({}, 'price-lowtohigh'), null, show);
    const settled = vi.fn();
    void firstContentToWaitFor()?.then(settled);

    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(1));
    const [records] = show.mock.calls[0] ?? [];
    expect(records?.length).toBeGreaterThan(0);
    expect(settled).not.toHaveBeenCalled();
    onScreen();
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
  });

  it.each([
    ['en', 'Add to cart'],
    ['tr', 'Sepete Ekle'],
  ] as const)(
    'are painted into the prerendered grid from the products start-up asked for, in the shopper’s language (%s), and the app waits for them',
    async (locale, addToCart) => {
      // A fresh copy of the modules, as a page load has.
      vi.resetModules();
      const { EARLY_DATA: earlyData, startUpVisit: visit } = await import('./start-up-requests');
      const { firstContentToWaitFor } = await import('./early-requests');
      localStorage.setItem(STORAGE_KEYS.language, locale);
      await signInAs('shopper');
      window.history.replaceState(null, '', FIRST_PAGES.listing.path);
      prerenderedListing();
      const [products] = earlyData.listing(visit().session);
      const answer = (await products?.then((response) => response?.clone().json())) as {
        data: { title: string }[];
      };
      await firstContentToWaitFor();
      const cards = [...document.querySelectorAll('#root > ul > li h3')].map((title) => title.textContent);
      expect(cards).toEqual(answer.data.slice(0, 4).map((product) => product.title));
      const adds = [...document.querySelectorAll('#root > ul > li article > button')].map(
        (button) => button.textContent,
      );
      expect(adds).toEqual(cards.map(() => addToCart));
    },
  );

  it.each(['/shop/listing?product=64a000000000000000000001', '/shop/listing?category=honey&ref=mail'])(
    'are left to the app at %s (a parameter other than the view may open more over the page): asked for, not painted',
    async (path) => {
      vi.resetModules();
      const { EARLY_DATA: earlyData, startUpVisit: visit } = await import('./start-up-requests');
      const { firstContentToWaitFor } = await import('./early-requests');
      await signInAs('shopper');
      window.history.replaceState(null, '', path);
      prerenderedListing();
      const grid = document.body.innerHTML;
      const requests = earlyData.listing(visit().session);
      expect(requests).toHaveLength(2);
      expect(firstContentToWaitFor()).toBeUndefined();
      await Promise.all(requests);
      expect(document.body.innerHTML).toBe(grid);
    },
  );

  it.each([
    ['the address', '/shop/listing?category=honey&sortBy=price-hightolow', undefined],
    [
      'the tab’s kept filters',
      '/shop/listing',
      { categories: ['honey'], sortBy: 'price-hightolow' } satisfies ListingView,
    ],
  ])(
    'are painted in a view other than the default, from %s, with the page set to that view',
    async (_from, path, kept) => {
      vi.resetModules();
      const { EARLY_DATA: earlyData, startUpVisit: visit } = await import('./start-up-requests');
      const { firstContentToWaitFor } = await import('./early-requests');
      // The page as the build prerenders it (in the default view), then the shopper's session and kept filters.
      await openPrerenderedPage(FIRST_PAGES.listing.path, 'shopper');
      await signInAs('shopper');
      if (kept) rememberListingView(kept);
      window.history.replaceState(null, '', path);
      const [products] = earlyData.listing(visit().session);
      const answer = (await products?.then((response) => response?.clone().json())) as {
        data: { title: string }[];
      };
      await firstContentToWaitFor();
      const main = document.querySelector('#root main');
      const cards = [...(main?.querySelectorAll('ul > li h3') ?? [])].map((title) => title.textContent);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards).toEqual(answer.data.slice(0, cards.length).map((product) => product.title));
      expect(main?.querySelector('h1')?.textContent).toBe('Honey');
      const checked = [...(main?.querySelectorAll<HTMLInputElement>('aside input:checked') ?? [])];
      expect(checked.map((box) => box.value)).toEqual(['honey']);
      expect(main?.querySelector('button[aria-haspopup="menu"]')?.getAttribute('aria-label')).toBe(
        'Sort by: Price: High to Low',
      );
    },
  );

  it('hear of a failed request as nothing to show, and the wait ends', async () => {
    vi.resetModules();
    const { firstContentToWaitFor, startProductListRequest } = await import('./early-requests');
    const { productRequests } = await import('@/features/catalog/api/product-requests');
    server.use(http.get('*/api/shop/products/get', () => HttpResponse.error()));
    const show = vi.fn();
    startProductListRequest(apiOrigin(), productRequests.list({}, 'price-lowtohigh'), null, show);
    await firstContentToWaitFor();
    expect(show).toHaveBeenCalledWith([]);
  });
});
