import { featureImageRequests } from '@/features/feature-images/api/feature-image-requests';
import { productRequests } from '@/features/catalog/api/product-requests';
import { reviewRequests } from '@/features/reviews/api/review-requests';
import type { BackendRequest } from '@/lib/backend/backend-request';

/**
 * What the service worker may keep on the device (sw.ts): the answers of the calls whose description says
 * they are the same for everyone (`sameForEveryone`, lib/backend/backend-request.ts), recognised by their path as the
 * features describe it. Everything else (the session check, a cart, addresses, orders, a review write, any admin
 * call) passes the worker by untouched and is never stored.
 */

/** Stands in for a path parameter while a description is turned into a pattern. */
const PARAMETER = 'path-parameter-e000';

/** The calls whose answers the worker keeps, each with a parameter placeholder where its path has one. */
export const KEPT_REQUESTS: readonly BackendRequest[] = [
  productRequests.list({}, PARAMETER),
  productRequests.detail(PARAMETER),
  productRequests.search(PARAMETER),
  featureImageRequests.list(),
  reviewRequests.list(PARAMETER),
];

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A description's path as a pattern: the parameter matches one path segment. */
function pathPattern(request: BackendRequest) {
  const parts = request.path.split(PARAMETER).map(escapeForPattern);
  // A path segment, also one that ends in an encoded slash (`%2F`): encodeURIComponent leaves no raw `/`.
  return new RegExp(`${parts.join('[^/]+')}$`);
}

const KEPT_PATTERNS = KEPT_REQUESTS.filter((request) => request.sameForEveryone).map((request) => ({
  method: request.method.toUpperCase(),
  path: pathPattern(request),
}));

const SEARCH = pathPattern(productRequests.search(PARAMETER));

/** Whether the request is a search: its answer is kept once the worker sees it, never handed over (register.ts). */
export function isSearchRequest(method: string, url: URL): boolean {
  return method.toUpperCase() === 'GET' && SEARCH.test(url.pathname);
}

/**
 * Whether the worker may keep the answer to this request: a GET of a call that is the same for everyone, at any
 * backend address (a deploy build learns its backend's origin from the page, which the worker never sees; the
 * paths are the contract's own). The path may sit under a prefix (an API_URL with a path).
 */
export function isKeptRequest(method: string, url: URL): boolean {
  return KEPT_PATTERNS.some(
    (pattern) => pattern.method === method.toUpperCase() && pattern.path.test(url.pathname),
  );
}

/** The message the worker posts to the open pages when a kept answer has changed at the backend. */
export const KEPT_ANSWER_CHANGED = 'kept-answer-changed';

export interface KeptAnswerChanged {
  type: typeof KEPT_ANSWER_CHANGED;
  url: string;
}

export function isKeptAnswerChanged(data: unknown): data is KeptAnswerChanged {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === KEPT_ANSWER_CHANGED &&
    typeof (data as { url?: unknown }).url === 'string'
  );
}
