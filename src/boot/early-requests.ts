import {
  requestCredentials,
  requestHeaders,
  requestUrl,
  type BackendRequest,
} from '@/lib/backend/backend-request';
import {
  FEATURE_IMAGE,
  LISTING_CARD_IMAGE,
  preloadImage,
  sizedImage,
  type ImageVariants,
} from './image-variants';
import { sendOwedSignOut, signOutPending } from '@/lib/session/pending-sign-out';
import { isCookieSession } from '@/lib/session/session-rules';

/**
 * Requests a page sends before React, the router and its code have loaded (src/boot/start-up-requests.ts decides
 * which), and the images of their answers it puts on screen or preloads meanwhile. Each is built from the same
 * description as the app's own request for the same data (lib/backend/backend-request.ts), so the app's HTTP client takes
 * its answer instead of asking again (takeEarlyResponse): only when the app's request is the same request, method,
 * address and every header alike. This module belongs to the entry's own small chunk (tools/code-splitting.ts).
 */

/** A request started early: its response, and what it was (method, address, headers) to match the app's against. */
const started = new Map<string, { response: Promise<Response>; signature: string }>();

/**
 * A request as a comparable string: method (upper case), address, and every header by name (lower case, as
 * `Headers` gives it) and value.
 */
function signatureOf(method: string, url: string, headers: Headers) {
  const lines = [...headers.entries()].map(([name, value]) => `${name}: ${value}`).toSorted();
  return [`${method} ${url}`, ...lines].join('\n');
}

/**
 * An image address to preload this early: http(s) or a path on this site. A narrower rule than the app's
 * (lib/format/safe-image-url.ts), which is kept out of the entry's chunk; anything else waits for the loader.
 */
export function plainImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return /^(https?:\/\/|\/(?!\/))[^\s]*$/i.test(trimmed) ? trimmed : undefined;
}

/**
 * Marks the guest landing's feature image placeholder (src/features/feature-images/components/feature-image-section.tsx). In the
 * landing's prerendered page, the first feature image goes into it as soon as the feature images arrive, before React, the
 * router and the page's code have loaded: it is that page's largest paint. The app's first render replaces it
 * with its own feature image, the same image in the same box.
 */
export const FIRST_FEATURE_IMAGE_SLOT_ATTRIBUTE = 'data-first-feature-image-slot';

/** How many of the listing's first cards load their image at once (src/features/catalog/components/product-grid.tsx). */
export const LISTING_PRIORITY_IMAGES = 2;

/** Resolves once the page has been parsed (at once when it has: only a prerendered page runs start-up sooner). */
export function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  // The event comes once per page.
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve()));
}

/**
 * Starts a preload of the first `count` images of a list of records (feature images, products) once it has arrived:
 * they are the page's largest paint, and now download before the page's code has rendered them, at the widths
 * the app's `<img>` will ask for (`variants`, boot/image-variants.ts). `then` hears which they are, and the records
 * (none for a failed or unreadable answer), once the page has been parsed.
 */
function preloadFirstImages(
  count: number,
  variants: ImageVariants,
  then: (images: string[], records: unknown[]) => void,
) {
  return (response: Response) => {
    if (!response.ok) return then([], []);
    void response
      .clone()
      .json()
      .then((body: { data?: unknown }) => {
        const records: unknown[] = Array.isArray(body?.data) ? body.data : [];
        const images = records
          .map((record) => plainImageUrl((record as { image?: unknown } | null)?.image))
          .filter((href): href is string => href !== undefined)
          .slice(0, count);
        for (const href of images) preloadImage(href, variants);
        // What `then` puts on screen goes into the page: all of it has arrived by then.
        return documentParsed().then(() => then(images, records));
      })
      .catch(() => then([], []));
  };
}

/**
 * Puts the first feature image into the prerendered landing's placeholder, shown once it has loaded (until then the
 * placeholder keeps its grey block). The placeholder found is the prerendered page's: the app renders the landing
 * only once its loader has these feature images (had it rendered a placeholder of its own, that one goes with the
 * image when the feature images come in). The image is the app's feature image to come, so it says nothing of its own yet.
 */
function showFirstFeatureImageInShell([href]: string[]) {
  const slot = document.querySelector(`#root [${FIRST_FEATURE_IMAGE_SLOT_ATTRIBUTE}]`);
  if (!href || !slot || slot.querySelector('img')) return settleFirstContent();
  const image = document.createElement('img');
  const { src = href, srcSet, sizes } = sizedImage(href, FEATURE_IMAGE);
  // srcset and sizes before src, so the browser chooses once.
  if (srcSet && sizes) Object.assign(image, { srcset: srcSet, sizes });
  Object.assign(image, { src, alt: '', width: 1200, height: 400, fetchPriority: 'high' });
  Object.assign(image.style, { display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
  image.style.borderRadius = 'inherit';
  image.addEventListener('load', () => slot.removeAttribute('data-visible'), { once: true });
  afterImagePainted(image, () => settleFirstContent());
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
  // Before the image is in the page: no paint of it can have been buffered yet.
  observer.observe({ type: 'largest-contentful-paint' });
  const giveUp = () => {
    observer.disconnect();
    done();
  };
  image.addEventListener('load', () => setTimeout(giveUp, PAINTED_WITHOUT_REPORT_MS), { once: true });
  image.addEventListener('error', giveUp, { once: true });
}

let settleFirstContent: () => void = () => undefined;
let firstContentExpected = false;
/**
 * Resolves once the first page's early content has settled: the guest landing's first feature image on screen, or the
 * listing's first cards (boot/early-cards.ts), or nothing to show (none in the answer, a failed
 * request, no placeholder). Never resolves on another page: see firstContentToWaitFor.
 */
const firstContentSettled = new Promise<void>((resolve) => {
  settleFirstContent = resolve;
});

/** Start-up's request for content it puts on screen itself has left: main.tsx holds the app's code back for it. */
function expectFirstContent() {
  firstContentExpected = true;
  return settleFirstContent;
}

/**
 * What main.tsx waits for (with a time limit) before it adds work of its own to the page: the early content, when a
 * request for some has left; undefined on any other page.
 */
export function firstContentToWaitFor(): Promise<void> | undefined {
  return firstContentExpected ? firstContentSettled : undefined;
}

/** The session a request started early goes with (none for a guest): its token, or null when its cookie keeps it. */
export type EarlySession = { token: string | null } | null | undefined;

/**
 * Sends a request as the app's HTTP client would (lib/backend/api-client.ts): the address and headers from its
 * description, the session's token when `session` has one and the backend's cookies when it is kept by them (the
 * caller took it from the session's rules, lib/session/session-rules.ts; none for a guest), after a sign-out this
 * browser still owes (lib/session/pending-sign-out.ts). Returns its response; failures are left to whoever takes it.
 */
export function startEarlyRequest(apiOrigin: string, request: BackendRequest, session: EarlySession) {
  const url = requestUrl(apiOrigin, request);
  const headers = new Headers(requestHeaders(request, session?.token ?? null));
  const method = request.method.toUpperCase();
  const send = () =>
    fetch(url, {
      method,
      headers,
      credentials: requestCredentials(request, {
        cookieSession: isCookieSession(session),
        signOutPending: signOutPending(),
      }),
    });
  const owedSignOut = sendOwedSignOut(apiOrigin);
  const response = owedSignOut ? owedSignOut.then(send) : send();
  // Whoever takes the response sees a failure; left untaken, it must not be reported as unhandled.
  response.catch(() => undefined);
  started.set(url, { response, signature: signatureOf(method, url, headers) });
  return response;
}

/** Starts the guest landing's feature image request: its first image goes into the prerendered page's placeholder. */
export function startFirstFeatureImageRequest(apiOrigin: string, request: BackendRequest) {
  expectFirstContent();
  const response = startEarlyRequest(apiOrigin, request, null);
  response
    .then(preloadFirstImages(1, FEATURE_IMAGE, showFirstFeatureImageInShell))
    .catch(() => settleFirstContent());
  return response;
}

/**
 * Starts a product list's request whose first images are the page's largest paint: they are preloaded, and
 * `onRecords` gets the list's records (to put on screen before the app does: boot/early-cards.ts).
 */
export function startProductListRequest(
  apiOrigin: string,
  request: BackendRequest,
  session: EarlySession,
  onRecords?: (records: unknown[]) => Promise<void> | void,
) {
  const response = startEarlyRequest(apiOrigin, request, session);
  // The records go on screen (onRecords resolves once they are, or there is nothing to show): start-up waits.
  const settled = onRecords ? expectFirstContent() : undefined;
  const show = (records: unknown[]) =>
    void Promise.resolve(records)
      .then(onRecords)
      .catch(() => undefined)
      .finally(settled);
  response
    .then(
      preloadFirstImages(LISTING_PRIORITY_IMAGES, LISTING_CARD_IMAGE, (_images, records) => show(records)),
    )
    .catch(() => show([]));
  return response;
}

/**
 * The response of a request started early, for the app's first request that is the same request (a GET to the
 * same address with the same headers, the session's included), once; otherwise undefined and the app sends its
 * own. So an early request sent with another session, or without a header the app sends, is never taken.
 */
export function takeEarlyResponse(
  method: string,
  url: string,
  headers: HeadersInit,
): Promise<Response> | undefined {
  if (method.toUpperCase() !== 'GET') return undefined;
  const early = started.get(url);
  if (!early || early.signature !== signatureOf('GET', url, new Headers(headers))) return undefined;
  started.delete(url);
  return early.response;
}

/** After the first page has loaded: what it did not take is old news, never to be served later. */
export function forgetEarlyRequests() {
  started.clear();
}
