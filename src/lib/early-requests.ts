import { API_URL_META } from './page-meta';

const BANNERS = '/api/common/feature/get';
const CATALOGUE_BY_PRICE = '/api/shop/products/get?sortBy=price-lowtohigh';

/**
 * The first page's data, requested by main.tsx before React, the router and the page's code have loaded, exactly
 * as the page's loader asks for it (a test holds each list and its loader together). The loader's requests then
 * take these responses instead of sending their own (api-client.ts). Only public catalogue reads go early: their
 * answer is the same for everyone, so a signed-in page's request (with its token) may take one too. This module
 * belongs to the entry's own small chunk (tools/code-splitting.ts): it imports nothing else.
 *
 * - the guest landing `/` and the shop home: the banners (the first one's image is the page's largest paint)
 *   and the catalogue by price (src/pages/home-page-data.ts);
 * - the listing in its default view: the catalogue by price (src/routes/shop/listing.tsx); its first card's
 *   image is the page's largest paint.
 */
export const HOME_PAGE_REQUESTS = [BANNERS, CATALOGUE_BY_PRICE] as const;
export const DEFAULT_LISTING_REQUESTS = [CATALOGUE_BY_PRICE] as const;

/** Where the zustand auth store keeps the session (src/stores/auth-store.ts); read here without the store. */
export const STORED_SESSION_KEY = 'shop-auth';
/** Where the listing's filters are kept for the tab (src/stores/filters-store.ts); read here without the store. */
export const STORED_FILTERS_KEY = 'shop-filters';

const started = new Map<string, Promise<Response>>();

/**
 * An image address to preload this early: http(s) or a path on this site. A narrower rule than the app's
 * (lib/safe-image-url.ts), which is kept out of the entry's chunk; anything else waits for the loader.
 */
function plainImageUrl(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return /^(https?:\/\/|\/(?!\/))[^\s]*$/i.test(trimmed) ? trimmed : undefined;
}

function readStoredState(storage: Storage, key: string): Record<string, unknown> | undefined {
  try {
    const stored = JSON.parse(storage.getItem(key) ?? 'null') as { state?: Record<string, unknown> } | null;
    return stored?.state;
  } catch {
    return undefined;
  }
}

/** Whether the listing opened bare shows its default view: no filters kept for the tab, or the default ones. */
function listingKeepsDefaultView() {
  const state = readStoredState(window.sessionStorage, STORED_FILTERS_KEY);
  const categories: unknown[] = Array.isArray(state?.categories) ? state.categories : [];
  const sortBy = typeof state?.sortBy === 'string' ? state.sortBy : '';
  return categories.length === 0 && (sortBy === '' || sortBy === 'price-lowtohigh');
}

/**
 * The requests this first page's loader will send, as far as they are known before the app loads; none where the
 * page or its data depend on more (a signed-in visitor on `/` is sent on, a guest on a shop page is sent to sign
 * in, a listing link carries filters or the tab keeps some).
 */
export function earlyPageRequests(): readonly string[] {
  const { pathname, search } = window.location;
  const signedIn = typeof readStoredState(window.localStorage, STORED_SESSION_KEY)?.token === 'string';
  if (pathname === '/') return signedIn ? [] : HOME_PAGE_REQUESTS;
  if (!signedIn) return [];
  if (pathname === '/shop/home') return HOME_PAGE_REQUESTS;
  if (pathname === '/shop/listing' && !search && listingKeepsDefaultView()) return DEFAULT_LISTING_REQUESTS;
  return [];
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

/** Once a list has arrived, starts a preload of its first record's image (the page's largest paint). */
function preloadFirstImage(response: Response) {
  void response
    .clone()
    .json()
    .then((body: { data?: { image?: unknown }[] }) => {
      const first = body.data?.find((record) => typeof record.image === 'string' && record.image.trim());
      const href = plainImageUrl(first?.image);
      if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = href;
      link.fetchPriority = 'high';
      document.head.append(link);
    })
    .catch(() => undefined);
}

/**
 * Sends the first page's requests as the app's HTTP client would (credentials included; no token, they are
 * public reads). The first list's first image (the first banner, or on the listing the first product) starts
 * downloading as soon as that list arrives.
 */
export function startEarlyRequests(apiOrigin: string, paths: readonly string[]) {
  for (const [index, path] of paths.entries()) {
    const url = new URL(`${apiOrigin}${path}`).href;
    const response = fetch(url, { credentials: 'include' });
    // Whoever takes the response sees a failure; left untaken, it must not be reported as unhandled.
    response.then(index === 0 ? preloadFirstImage : undefined).catch(() => undefined);
    started.set(url, response);
  }
}

/**
 * The response of a request started early, for the app's first GET of the same URL (a public read, with or
 * without a session), once; otherwise undefined and the app sends its own.
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const response = started.get(request.url);
  started.delete(request.url);
  return response;
}

/** After the first page has loaded: what it did not take is old news, never to be served later. */
export function forgetEarlyRequests() {
  started.clear();
}
