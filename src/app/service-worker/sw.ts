/**
 * The shop's service worker, for the builds that talk to a real backend (a deploy build and a VITE_API_URL build;
 * the mock build runs MSW's worker instead, never both: tools/vite-plugins/service-worker.ts). Built by
 * vite-plugin-pwa's injectManifest on Workbox; docs/architecture.md#kept-on-the-device says what it keeps.
 *
 * - The shopper's app shell is precached: the pages, the code, the style sheets, the message catalogs.
 *   A new build's worker waits until the shopper chooses Reload (register.ts); it never takes over an open tab by
 *   itself. The code only the back office and the pages that need the network load (the account, checkout, the
 *   payment's return) is not precached: it is kept once a page loads it, until a session ends or the next version
 *   takes over.
 * - The public catalog (kept-requests.ts) is answered from the device at once and refreshed from the network
 *   behind it (stale-while-revalidate); when the refreshed answer differs, the open pages are told, and they read it
 *   again. Nothing else is kept: every other request (the backend's answers for a user) passes by untouched.
 * - When a session ends, a page says so (lib/session/session-end.ts): the kept catalog goes, with Workbox's note of
 *   when each answer was last used, and a request begun before the end keeps nothing (session-bound.ts).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { KEPT_ANSWER_CHANGED, isKeptRequest, type KeptAnswerChanged } from './kept-requests';
import { sessionBoundKeeping } from './session-bound';
import {
  APP_PAGE_FILE,
  KEPT_CATALOG_CACHE,
  KEPT_CATALOG_LIMITS,
  LANDING_PAGE_FILE,
  ON_DEMAND_CODE_CACHE,
  SESSION_ENDED_MESSAGE,
} from '@/lib/device/worker-names';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** An event whose work the worker is kept alive for (a message, the activation). */
interface ExtendableWorkerEvent {
  data?: unknown;
  waitUntil(work: Promise<unknown>): void;
}

/** What this worker uses of its global scope (the app's TypeScript program is typed for pages, not workers). */
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message' | 'activate', listener: (event: ExtendableWorkerEvent) => void): void;
  clients: {
    matchAll(options: { type: 'window' }): Promise<readonly { postMessage(message: unknown): void }[]>;
  };
}

const worker = self as unknown as WorkerScope;

// The first install takes the open pages at once, so the page that installed it can hand over the catalog it
// loaded before (register.ts sends those addresses: CACHE_URLS). An update waits for the shopper (SKIP_WAITING).
void clientsClaim();
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

cleanupOutdatedCaches();
// `/` is the prerendered landing (landing.html), as nginx serves it; /auth/login is auth/login.html.
// `self.__WB_MANIFEST` as it is written: the build replaces those very words with the list.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST, {
  directoryIndex: LANDING_PAGE_FILE,
  cleanURLs: true,
  // `/?product=<id>` is the landing too, and `/auth/login?email=…` the sign-in page.
  ignoreURLParametersMatching: [/.*/],
});
// Every other page of the app is index.html, which routes on the client (nginx's SPA fallback). Not the server's
// own paths, nor a file.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(APP_PAGE_FILE), {
    denylist: [/^\/healthz$/, /\/[^/?]+\.[^/?]+$/],
  }),
);

// The code the precache leaves out (the back office's, the network-bound pages'): a file's name changes with its content, so a kept copy is
// always right. Only this site's own files, and only whole answers.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ON_DEMAND_CODE_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

/** Tells the open pages that a kept answer changed at the backend, so they read it again (register.ts). */
const announceChanges: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
    if (!oldResponse || !newResponse) return;
    const [before, after] = await Promise.all([oldResponse.clone().text(), newResponse.clone().text()]);
    if (before === after) return;
    const message: KeptAnswerChanged = { type: KEPT_ANSWER_CHANGED, url: request.url };
    for (const client of await worker.clients.matchAll({ type: 'window' })) client.postMessage(message);
  },
};

const catalogExpiration = new ExpirationPlugin({ ...KEPT_CATALOG_LIMITS, purgeOnQuotaError: true });

/**
 * Deletes the kept catalog and the expiration's list of its addresses with their times (IndexedDB). The plugin's
 * own deletion covers only the caches it has used since this worker started; the same by name covers the rest.
 */
async function clearKeptCatalog() {
  await catalogExpiration.deleteCacheAndMetadata();
  await caches.delete(KEPT_CATALOG_CACHE);
  await new CacheExpiration(KEPT_CATALOG_CACHE, KEPT_CATALOG_LIMITS).delete();
}

const sessionBound = sessionBoundKeeping(clearKeptCatalog);

registerRoute(
  ({ request, url }) => isKeptRequest(request.method, url),
  new StaleWhileRevalidate({
    cacheName: KEPT_CATALOG_CACHE,
    plugins: [
      // Only a full answer: never an error, a 404 "no products" of some backends, or an opaque response.
      new CacheableResponsePlugin({ statuses: [200] }),
      sessionBound.plugin,
      catalogExpiration,
      announceChanges,
    ],
  }),
);

// A session ended in a page (lib/session/session-end.ts; each tab of the shop says so): what it looked at goes, and
// the back office's code an admin's pages brought, so the next person finds no trace of whose browser it was.
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== SESSION_ENDED_MESSAGE) return;
  sessionBound.sessionEnded();
  event.waitUntil(
    Promise.all([clearKeptCatalog(), caches.delete(ON_DEMAND_CODE_CACHE)]).catch(() => undefined),
  );
});
// A page clears the cache itself too, for a worker of an earlier version that does not know the message: a new
// version taking over finds the times without their cache then, and deletes them. It also drops the code the last
// version kept on demand: none of it is this version's.
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      caches
        .has(KEPT_CATALOG_CACHE)
        .then((kept) =>
          kept ? undefined : new CacheExpiration(KEPT_CATALOG_CACHE, KEPT_CATALOG_LIMITS).delete(),
        ),
      caches.delete(ON_DEMAND_CODE_CACHE),
    ]).catch(() => undefined),
  );
});

// The catalog a page loaded before this worker ran, handed over by that page (register.ts: CACHE_URLS), goes through
// the route above, so it is kept like any later answer. Workbox's router listens for that message by itself, once;
// a second listener would fetch every handed-over address twice.
