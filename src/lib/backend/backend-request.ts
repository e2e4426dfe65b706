/**
 * One backend call as the contract describes it: method, path, query and headers, and whose session may send it.
 * Each call is described once, by the feature that owns it (e.g. features/auth/api/auth-requests.ts), and every
 * sender builds the request from that description with the functions below: the app's HTTP client
 * (lib/backend/api-client.ts) and the start-up code that sends the first page's requests before the app has loaded
 * (boot/start-up-requests.ts, boot/early-requests.ts). So a request sent early is, by construction, the one the
 * app would send, and the app takes its answer (boot/early-requests.ts compares the two in full).
 * This module imports nothing at run time: the entry's boot chunk carries it (tools/code-splitting.ts).
 */
import type { BackendService } from './backend-traits';

type HttpMethod = 'get' | 'post' | 'put' | 'delete';

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
   * JSON is learned as "not offered" (lib/backend/backend-traits.ts), and the screen says so.
   */
  service?: BackendService;
  /**
   * The answer is the same for everyone who asks, signed in or not (the public catalog: products, a product,
   * search answers, feature images, a product's reviews). Only such an answer may be kept on the device by the
   * service worker and shown offline (src/app/service-worker/kept-requests.ts); every other answer is
   * someone's own and is never kept.
   */
  sameForEveryone?: true;
  /**
   * The call may begin a session the backend keeps in its own cookie (sign-in, sign-up): it goes with the
   * browser's cookies for the backend, so the cookie its answer sets is kept (see requestCredentials).
   */
  beginsSession?: true;
}

/**
 * A call with no answer after this long ends with an error, so nothing waits forever on a hung server (the app's
 * client, lib/backend/api-client.ts, gives uploads and Order Now longer).
 */
export const REQUEST_TIMEOUT_MS = 8_000;

/** The request's address at the backend `origin` (`https://api.example.com`, no trailing slash). */
export function requestUrl(origin: string, request: BackendRequest): string {
  const query = request.query?.length
    ? `?${new URLSearchParams(request.query.map((pair) => [...pair]))}`
    : '';
  return new URL(`${origin}${request.path}${query}`).href;
}

/**
 * A fixed header on every write, so a write is never a "simple" cross-site request: a form or a script on another
 * site cannot send it without the backend's CORS admitting it first (docs/deploy.md, "The backend's CORS"). A
 * sign-out without a body and a multipart upload would otherwise need no preflight at all.
 */
const WRITE_MARKER_HEADER = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/**
 * The request's headers: the description's own, the write marker on every call but a read, and the session's
 * token when one may be sent (`token`).
 */
export function requestHeaders(request: BackendRequest, token: string | null): Record<string, string> {
  return {
    ...request.headers,
    ...(request.method === 'get' ? {} : WRITE_MARKER_HEADER),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/** What a sender knows of the call's session when it decides whether the backend's cookies go with it. */
export interface CredentialsContext {
  /**
   * The call goes for a session the backend keeps in its own cookie (lib/session/session-rules.ts,
   * isCookieSession), or for the sign-out such a session still owes (lib/session/pending-sign-out.ts).
   */
  cookieSession: boolean;
  /** This browser still owes the backend a sign-out (lib/session/pending-sign-out.ts). */
  signOutPending: boolean;
}

/**
 * Whether the browser's cookies for the backend go with the call. Only where a cookie is the session: a call of a
 * cookie session, the sign-out it owes, and a call that may begin one. Every other call leaves the cookies of a
 * backend on another origin at home (a token session needs none, a guest has none); on the page's own origin (the
 * mock backend, a backend behind the same host) the browser's default stays. While a sign-out is owed, no call but
 * that one and a sign-in carries the cookie it is to end, on any origin.
 */
export function requestCredentials(
  request: BackendRequest,
  { cookieSession, signOutPending }: CredentialsContext,
): RequestCredentials {
  if (cookieSession || request.beginsSession) return 'include';
  return signOutPending ? 'omit' : 'same-origin';
}
