import { API_URL_META } from './page-meta';

/**
 * The guest landing's data, requested by main.tsx before React, the router and the page's code have loaded:
 * the banners (the first one's image is the page's largest paint) and the catalogue in its default order,
 * exactly as the landing's loader asks for them (src/pages/home-page-data.ts; a test holds both together).
 * The loader's requests then take these responses instead of sending their own (api-client.ts). This module
 * belongs to the entry's own small chunk (tools/code-splitting.ts): it imports nothing else.
 */
export const GUEST_LANDING_REQUESTS = [
  '/api/common/feature/get',
  '/api/shop/products/get?sortBy=price-lowtohigh',
] as const;

/**
 * A signed-in shopper opening the listing: its products in the default view and their cart, sent with the session
 * check instead of after it and the page's code (the token is known at once). The cart's path ends in the
 * user's id (src/features/cart/api/cart-api.ts); the products' is the landing's default view.
 */
export const SIGNED_IN_LISTING_REQUESTS = {
  products: GUEST_LANDING_REQUESTS[1],
  cart: (userId: string) => `/api/shop/cart/get/${encodeURIComponent(userId)}`,
} as const;

/** The start-up session check (src/app/session.ts), sent by main.tsx for any page opened with a stored session. */
export const SESSION_CHECK_REQUEST = '/api/auth/check-auth';

/** Where the zustand auth store keeps the session (src/stores/auth-store.ts); read here without the store. */
export const STORED_SESSION_KEY = 'shop-auth';
/** Where this tab keeps the listing's filters (src/stores/filters-store.ts); read here without the store. */
export const STORED_FILTERS_KEY = 'shop-filters';

/** A request started early: its response, and the session it was sent with ('' for none). */
const started = new Map<string, { response: Promise<Response>; authorization: string }>();

/**
 * An image address to preload this early: http(s) or a path on this site. A narrower rule than the app's
 * (lib/safe-image-url.ts), which is kept out of the entry's chunk; anything else waits for the loader.
 */
function plainImageUrl(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return /^(https?:\/\/|\/(?!\/))[^\s]*$/i.test(trimmed) ? trimmed : undefined;
}

/** The stored session's token and user id, as far as they read as such. */
function storedSession(): { token?: string; userId?: string } {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORED_SESSION_KEY) ?? 'null') as {
      state?: { token?: unknown; user?: { id?: unknown } | null };
    } | null;
    const token = stored?.state?.token;
    const userId = stored?.state?.user?.id;
    return {
      token: typeof token === 'string' && token ? token : undefined,
      userId: typeof userId === 'string' && userId ? userId : undefined,
    };
  } catch {
    return {};
  }
}

/** The stored session's token, if any: the session check can leave at once with it. */
export function storedSessionToken(): string | undefined {
  return storedSession().token;
}

/** Whether the page is the guest landing: `/` without a stored session (a signed-in person goes elsewhere). */
export function isGuestLanding(): boolean {
  return window.location.pathname === '/' && !storedSession().token;
}

/**
 * The session of a signed-in shopper opening the listing in its default view: `/shop/listing` with no search
 * and no view this tab kept (either may ask for another list: the route then sends its own request).
 */
export function signedInListingSession(): { token: string; userId: string } | undefined {
  if (window.location.pathname !== '/shop/listing' || window.location.search) return undefined;
  try {
    if (window.sessionStorage.getItem(STORED_FILTERS_KEY) !== null) return undefined;
  } catch {
    return undefined;
  }
  const { token, userId } = storedSession();
  return token && userId ? { token, userId } : undefined;
}

/** The backend's origin as the app will use it (src/lib/env.ts checks it; a wrong one is simply not used here). */
export function earlyApiOrigin(): string | undefined {
  const configured =
    import.meta.env.MODE === 'deploy'
      ? document.querySelector(`meta[name="${API_URL_META}"]`)?.getAttribute('content')
      : (import.meta.env.VITE_API_URL as string | undefined);
  const origin = configured?.trim().replace(/\/+$/, '') || window.location.origin;
  return /^https?:\/\//i.test(origin) ? origin : undefined;
}

/**
 * Marks the guest landing's banner placeholder (src/features/banners/components/banner-section.tsx). In the
 * landing's prerendered page, the first banner goes into it as soon as the banners arrive, before React, the
 * router and the page's code have loaded: it is that page's largest paint. The app's first render replaces it
 * with its own banner, the same image in the same box.
 */
export const FIRST_BANNER_SLOT_ATTRIBUTE = 'data-first-banner-slot';

/** How many of the listing's first cards load their image at once (src/features/catalog/components/product-grid.tsx). */
export const LISTING_PRIORITY_IMAGES = 2;

/**
 * Starts a preload of the first `count` images of a list of records (banners, products) once it has arrived:
 * they are the page's largest paint, and now download before the page's code has rendered them. `then` hears
 * which they are (none for a failed or unreadable answer).
 */
function preloadFirstImages(count: number, then?: (images: string[]) => void) {
  return (response: Response) => {
    if (!response.ok) return then?.([]);
    void response
      .clone()
      .json()
      .then((body: { data?: { image?: unknown }[] }) => {
        const images = (Array.isArray(body.data) ? body.data : [])
          .map((record) => plainImageUrl(record?.image))
          .filter((href): href is string => href !== undefined)
          .slice(0, count);
        then?.(images);
        for (const href of images) {
          if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
          const link = document.createElement('link');
          link.rel = 'preload';
          link.as = 'image';
          link.href = href;
          link.fetchPriority = 'high';
          document.head.append(link);
        }
      })
      .catch(() => then?.([]));
  };
}

/**
 * Puts the first banner into the prerendered landing's placeholder, shown once it has loaded (until then the
 * placeholder keeps its grey block). The placeholder found is the prerendered page's: the app renders the landing
 * only once its loader has these banners (had it rendered a placeholder of its own, that one goes with the
 * image when the banners come in). The image is the app's banner to come, so it says nothing of its own yet.
 */
function showFirstBannerInShell([href]: string[]) {
  const slot = document.querySelector(`#root [${FIRST_BANNER_SLOT_ATTRIBUTE}]`);
  if (!href || !slot || slot.querySelector('img')) return settleFirstBanner();
  const image = document.createElement('img');
  Object.assign(image, { src: href, alt: '', width: 1200, height: 400, fetchPriority: 'high' });
  Object.assign(image.style, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
  image.style.borderRadius = 'inherit';
  image.addEventListener('load', () => slot.removeAttribute('data-visible'), { once: true });
  afterImagePainted(image, () => settleFirstBanner());
  slot.append(image);
}

/** How long after loading an image that the browser does not report as the largest paint counts as painted. */
const PAINTED_WITHOUT_REPORT_MS = 300;

/**
 * Calls `done` once the image is on screen: when the browser reports it as the page's largest paint (that report
 * comes after the frame was presented, so nothing started then counts as having come before the paint), or some
 * time after it loaded when it is not the largest paint or the browser reports none; at once when it fails.
 */
function afterImagePainted(image: HTMLImageElement, done: () => void) {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    image.addEventListener('load', () => requestAnimationFrame(() => setTimeout(done)), { once: true });
    image.addEventListener('error', done, { once: true });
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === image)) {
      observer.disconnect();
      done();
    }
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const giveUp = () => {
    observer.disconnect();
    done();
  };
  image.addEventListener('load', () => setTimeout(giveUp, PAINTED_WITHOUT_REPORT_MS), { once: true });
  image.addEventListener('error', giveUp, { once: true });
}

let settleFirstBanner: () => void = () => undefined;
/**
 * Resolves once the guest landing's early banner request has ended in the prerendered page's first banner on
 * screen, or in nothing to show (no banner, a failed request, no placeholder). Never resolves on another page or
 * before startGuestLandingRequests: main.tsx waits for it with a time limit.
 */
export const firstBannerSettled = new Promise<void>((resolve) => {
  settleFirstBanner = resolve;
});

/** Sends a GET as the app's HTTP client would (credentials included, the session's token if any). */
function startRequest(apiOrigin: string, path: string, token?: string) {
  const url = new URL(`${apiOrigin}${path}`).href;
  const authorization = token ? `Bearer ${token}` : '';
  const response = fetch(url, {
    credentials: 'include',
    headers: authorization ? { Authorization: authorization } : undefined,
  });
  // Whoever takes the response sees a failure; left untaken, it must not be reported as unhandled.
  response.catch(() => undefined);
  started.set(url, { response, authorization });
  return response;
}

/** Sends the guest landing's requests, as the app's HTTP client would (credentials included, no session). */
export function startGuestLandingRequests(apiOrigin: string) {
  for (const path of GUEST_LANDING_REQUESTS) {
    const response = startRequest(apiOrigin, path);
    if (path === GUEST_LANDING_REQUESTS[0])
      response.then(preloadFirstImages(1, showFirstBannerInShell)).catch(() => settleFirstBanner());
  }
}

/**
 * Sends the start-up session check with the stored token. The app takes its answer for its own check (the first
 * thing it does with a stored session), and reads it as it would its own.
 */
export function startSessionCheck(apiOrigin: string, token: string) {
  startRequest(apiOrigin, SESSION_CHECK_REQUEST, token);
}

/**
 * Sends the signed-in listing's requests (its products and the cart) with the stored session. The app takes them
 * only once its session check has confirmed that session: a stale token's answers are never used.
 */
export function startSignedInListingRequests(apiOrigin: string, session: { token: string; userId: string }) {
  startRequest(apiOrigin, SIGNED_IN_LISTING_REQUESTS.products, session.token)
    .then(preloadFirstImages(LISTING_PRIORITY_IMAGES))
    .catch(() => undefined);
  startRequest(apiOrigin, SIGNED_IN_LISTING_REQUESTS.cart(session.userId), session.token);
}

/**
 * The response of a request started early, for the app's first request of the same URL (a GET with the same
 * session, or none), once; otherwise undefined and the app sends its own.
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const early = started.get(request.url);
  if (!early || early.authorization !== (request.headers.get('Authorization') ?? '')) return undefined;
  started.delete(request.url);
  return early.response;
}

/** After the first page has loaded: what it did not take is old news, never to be served later. */
export function forgetEarlyRequests() {
  started.clear();
}
