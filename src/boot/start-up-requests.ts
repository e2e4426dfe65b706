import { authRequests } from '@/features/auth/api/auth-requests';
import { featureImageRequests } from '@/features/feature-images/api/feature-image-requests';
import { cartRequests } from '@/features/cart/api/cart-requests';
import { orderRequests } from '@/features/orders/api/order-requests';
import { productRequests } from '@/features/catalog/api/product-requests';
import { productListRequestFor } from '@/features/catalog/api/listing-requests';
import { productFiltersOf } from '@/features/catalog/listing-params';
import { DEFAULT_SORT } from '@/features/catalog/sort';
import { startEarlyRequest, startFirstFeatureImageRequest, startProductListRequest } from './early-requests';
import { addressNamesOnlyListingView, listingViewToShow } from './listing-view';
import { firstPageAt, type EarlyDataPage, type FirstPage, type FirstPageName } from './first-pages';
import { preferredLocale } from './preferred-locale';
import { API_URL_META } from './page-meta';
import { sendOwedSignOut, signOutCallIs } from '@/lib/session/pending-sign-out';
import { storedSessionToSend, type StoredSession } from '@/lib/session/session-rules';
import { keptTraitsOf } from '@/lib/backend/kept-traits';

/**
 * What a page asks the backend for before React, the router and the page's code have loaded (main.tsx), so the
 * answers are on their way while the code downloads: the session check for a stored session, and the first
 * page's data (boot/first-pages.ts names the pages that get it). Every request is built from the description
 * its feature gives the app's own request (lib/backend/backend-request.ts), and sent with the stored session only where
 * the session's rules allow it (lib/session/session-rules.ts): never an ended or expired token. The app takes
 * these answers instead of asking again (boot/early-requests.ts). The entry's boot chunk carries this module and
 * the descriptions (tools/code-splitting.ts).
 */

// The call a sign-out still owed goes as (lib/session/pending-sign-out.ts): named before any sender of this page
// sends anything, the app's client included.
signOutCallIs(authRequests.logout());

/**
 * The first page's data: what its loader asks for first, in the view the page will show. Each returns the
 * responses it started (none where it does not apply; undefined for one that turned out not to).
 */
export const EARLY_DATA: Record<
  EarlyDataPage,
  (session: StoredSession | undefined) => Promise<Response | undefined>[]
> = {
  // The feature images (the first one is the page's largest paint) and the catalog in its default order, as the
  // landing's loader asks for them (src/pages/home-page-data.ts).
  landing: () => {
    const origin = earlyApiOrigin();
    if (!origin) return [];
    return [
      startFirstFeatureImageRequest(origin, featureImageRequests.list()),
      startEarlyRequest(origin, productRequests.list({}, DEFAULT_SORT), null),
    ];
  },
  // The products in the view the listing will show and the shopper's cart, with the session check instead of
  // after it. The products' request is the listing loader's for that view (productQueries.list).
  listing: (session) => {
    const origin = earlyApiOrigin();
    if (!origin || !session?.userId) return [];
    const view = listingViewToShow();
    // Its first cards go on screen as soon as they arrive, in the language the app will show (the prerendered
    // page holds their templates in each), with the page around them set to their view (the prerendered page
    // shows the default one), unless the address asks for more than a view (a product's dialog). Their code
    // downloads beside the request, on this page only.
    const locale = preferredLocale();
    const painter = addressNamesOnlyListingView() ? import('./early-cards') : undefined;
    painter?.catch(() => undefined);
    const paint =
      painter &&
      ((records: unknown[]) => painter.then((cards) => cards.paintEarlyCards(records, locale, view)));
    const products = startProductListRequest(
      origin,
      productListRequestFor(origin, productFiltersOf(view), view.sortBy),
      session,
      paint,
    );
    return [products, startEarlyRequest(origin, cartRequests.get(session.userId), session)];
  },
  // The shop home's loader asks for what the landing's does (src/pages/home-page-data.ts), with the shopper's
  // session as the app sends every call of theirs, and the shop's layout for their cart. Not prerendered: its
  // first feature image has no slot to go into early, and the page's loader preloads it when the list arrives.
  shopHome: (session) => {
    const origin = earlyApiOrigin();
    if (!origin || !session?.userId) return [];
    return [
      startEarlyRequest(origin, featureImageRequests.list(), session),
      startEarlyRequest(origin, productRequests.list({}, DEFAULT_SORT), session),
      startEarlyRequest(origin, cartRequests.get(session.userId), session),
    ];
  },
  // The account's orders, as its loader asks for them, and the shop layout's cart. Both are the shopper's own:
  // the worker never keeps them (app/service-worker/kept-requests.ts keeps only what is the same for everyone).
  account: (session) => {
    const origin = earlyApiOrigin();
    if (!origin || !session?.userId) return [];
    return [
      startEarlyRequest(origin, orderRequests.list(session.userId), session),
      startEarlyRequest(origin, cartRequests.get(session.userId), session),
    ];
  },
  // The results for the keyword in the search page's URL, as its loader asks for them, once this browser knows how
  // the backend reads a keyword (else the page asks that first, and then searches itself); and the shop layout's
  // cart. The keyword's rules download beside the cart's request, on this page only (boot/early-search.ts).
  search: (session) => {
    const origin = earlyApiOrigin();
    if (!origin || !session?.userId) return [];
    const search = import('./early-search')
      .then((early) => {
        const request = early.earlySearchRequest(keptTraitsOf(origin).search);
        return request && startEarlyRequest(origin, request, session);
      })
      .catch(() => undefined);
    return [search, startEarlyRequest(origin, cartRequests.get(session.userId), session)];
  },
};

/** The backend's origin as the app will use it (src/lib/backend/env.ts checks it; a wrong one is simply not used here). */
function earlyApiOrigin(): string | undefined {
  const configured =
    import.meta.env.MODE === 'deploy'
      ? document.querySelector(`meta[name="${API_URL_META}"]`)?.getAttribute('content')
      : (import.meta.env.VITE_API_URL as string | undefined);
  const origin = configured?.trim().replace(/\/+$/, '') || window.location.origin;
  return /^https?:\/\//i.test(origin) ? origin : undefined;
}

/** What start-up knows before the app has loaded: the page opened, and the session it may send, if any. */
export interface StartUpVisit {
  /** The first page at this address, if it is one the visitor it is for has opened. */
  page: (FirstPage & { name: FirstPageName }) | undefined;
  /** The stored session, when its token may be sent (not ended, not expired). */
  session: StoredSession | undefined;
}

export function startUpVisit(): StartUpVisit {
  const session = storedSessionToSend();
  const page = firstPageAt(window.location.pathname);
  const visitor = session ? 'shopper' : 'guest';
  return { page: page?.visitor === visitor ? page : undefined, session };
}

/**
 * Sends the start-up requests of this visit: the session check with a stored session that may be sent, and the
 * first page's data. The app takes the check's answer for its own (src/app/session.ts), and the page's data only
 * once the check has confirmed the session (a request with another session's token is never taken). Returns the
 * responses it started.
 */
export function sendStartUpRequests({ page, session }: StartUpVisit): Promise<Response | undefined>[] {
  const origin = earlyApiOrigin();
  // A sign-out this browser still owes the backend goes first, whatever the page (the requests below wait for it).
  if (origin) void sendOwedSignOut(origin);
  const check = session && origin ? [startEarlyRequest(origin, authRequests.checkAuth(), session)] : [];
  const data = page?.earlyData ? EARLY_DATA[page.name as EarlyDataPage](session) : [];
  firstPageDataSent = data.length > 0;
  return [...check, ...data];
}

let firstPageDataSent = false;

/**
 * Whether start-up sent the first page's data: its first requests are then answered without the app's HTTP client,
 * which can wait until the page has loaded (lib/backend/api-client.ts). Any other first page needs it at once.
 */
export function startUpSentFirstPageData() {
  return firstPageDataSent;
}
