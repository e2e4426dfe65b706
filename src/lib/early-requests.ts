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

/** Where the zustand auth store keeps the session (src/stores/auth-store.ts); read here without the store. */
export const STORED_SESSION_KEY = 'shop-auth';

const started = new Map<string, Promise<Response>>();

/**
 * An image address to preload this early: http(s) or a path on this site. A narrower rule than the app's
 * (lib/safe-image-url.ts), which is kept out of the entry's chunk; anything else waits for the loader.
 */
function plainImageUrl(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return /^(https?:\/\/|\/(?!\/))[^\s]*$/i.test(trimmed) ? trimmed : undefined;
}

/** Whether the page is the guest landing: `/` without a stored session (a signed-in person goes elsewhere). */
export function isGuestLanding(): boolean {
  if (window.location.pathname !== '/') return false;
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORED_SESSION_KEY) ?? 'null') as {
      state?: { token?: unknown };
    } | null;
    return typeof stored?.state?.token !== 'string';
  } catch {
    return true;
  }
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

/** Starts a preload of the first banner's image once the banners have arrived. */
function preloadFirstBanner(response: Response) {
  void response
    .clone()
    .json()
    .then((body: { data?: { image?: unknown }[] }) => {
      const first = body.data?.find((banner) => typeof banner.image === 'string' && banner.image.trim());
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

/** Sends the guest landing's requests, as the app's HTTP client would (credentials included, no session). */
export function startGuestLandingRequests(apiOrigin: string) {
  for (const path of GUEST_LANDING_REQUESTS) {
    const url = new URL(`${apiOrigin}${path}`).href;
    const response = fetch(url, { credentials: 'include' });
    // Whoever takes the response sees a failure; left untaken, it must not be reported as unhandled.
    response.then(path === GUEST_LANDING_REQUESTS[0] ? preloadFirstBanner : undefined).catch(() => undefined);
    started.set(url, response);
  }
}

/**
 * The response of a request started early, for the app's first request of the same URL (a GET without a
 * session), once; otherwise undefined and the app sends its own.
 */
export function takeEarlyResponse(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return undefined;
  const response = started.get(request.url);
  started.delete(request.url);
  return response;
}

/** After the first page has loaded: what it did not take is old news, never to be served later. */
export function forgetEarlyRequests() {
  started.clear();
}
