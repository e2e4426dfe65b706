/**
 * One backend call as the contract describes it: method, path, query and headers, and whose session may send it.
 * Each call is described once, by the feature that owns it (e.g. features/auth/api/auth-requests.ts), and every
 * sender builds the request from that description with the functions below: the app's HTTP client
 * (lib/api-client.ts) and the start-up code that sends the first page's requests before the app has loaded
 * (app/start-up-requests.ts, lib/early-requests.ts). So a request sent early is, by construction, the one the
 * app would send, and the app takes its answer (lib/early-requests.ts compares the two in full).
 * This module imports nothing at run time: the entry's boot chunk carries it (tools/code-splitting.ts).
 */
import type { BackendService } from './backend-traits';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface BackendRequest {
  method: HttpMethod;
  /** The path under the backend's origin, each parameter in it encoded: `/api/shop/cart/get/<userId>`. */
  path: string;
  /** The query, in the order it is sent (the contract's `category=a,b&sortBy=…`). */
  query?: readonly (readonly [string, string])[];
  /** Headers the contract asks for (the session check's no-cache); the session's own is added by the sender. */
  headers?: Readonly<Record<string, string>>;
  /**
   * A call for one person's data (their cart, addresses, orders, reviews): only that person's session may send
   * it. A call built for someone whose session has since ended is refused before it leaves, so no request goes
   * out with one person's id and another's token.
   */
  forUser?: string;
  /**
   * The service this call belongs to where a backend that follows the contract may not offer it (the original
   * server has no verification, password reset or feature image delete): its 404 or 405 that is not the contract's
   * JSON is learned as "not offered" (lib/backend-traits.ts), and the screen says so.
   */
  service?: BackendService;
  /**
   * The answer is the same for everyone who asks, signed in or not (the public catalogue: products, a product,
   * search answers, feature images, a product's reviews). Only such an answer may be kept on the device by the
   * service worker and shown offline (src/app/service-worker/kept-requests.ts); every other answer is
   * someone's own and is never kept.
   */
  sameForEveryone?: true;
}

/** The request's address at the backend `origin` (`https://api.example.com`, no trailing slash). */
export function requestUrl(origin: string, request: BackendRequest): string {
  const query = request.query?.length
    ? `?${new URLSearchParams(request.query.map((pair) => [...pair]))}`
    : '';
  return new URL(`${origin}${request.path}${query}`).href;
}

/** The request's headers: the description's own, and the session's token when one may be sent (`token`). */
export function requestHeaders(request: BackendRequest, token: string | null): Record<string, string> {
  return { ...request.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

/** Every request goes with credentials: a backend that keeps its session in a cookie needs them on each call. */
export const REQUEST_CREDENTIALS: RequestCredentials = 'include';
