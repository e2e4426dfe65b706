import type { QueryClient } from '@tanstack/react-query';
import { messageSW, Workbox } from 'workbox-window';
import { featureImageQueries } from '@/features/feature-images/api/feature-image-queries';
import { productQueries } from '@/features/catalog/api/product-queries';
import { reviewQueries } from '@/features/reviews/api/review-queries';
import { offerAppUpdate } from '@/lib/device/app-update';
import { sessionEndedAt } from '@/lib/session/session-end';
import { isKeptAnswerChanged, isKeptRequest, isSearchRequest } from './kept-requests';
import { enforceMinimumVersion, type ForcedUpdateSteps } from './minimum-version';
import { KEPT_CATALOG_CACHE, SHOP_WORKER_FILE } from '@/lib/device/worker-names';

/** How often an open tab asks whether a new version has been deployed (also whenever it is shown again). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The worker's file at the site's root (vite-plugin-pwa writes it; nginx sends it with no-cache). */
const WORKER_URL = `${import.meta.env.BASE_URL}${SHOP_WORKER_FILE}`;

/**
 * Registers the shop's service worker (sw.ts) in the builds that have one, once the first page has loaded
 * (app.tsx): its precache downloads while the shopper looks at the page, not before.
 * - A new version that is installed and waiting is offered ("A new version of the shop is ready: Reload"); this tab
 *   reloads only when its shopper chooses to.
 * - A page that loaded before the worker ran hands it the catalog answers it received, so one visit is
 *   enough for the shop to open offline.
 * - A kept answer that changed at the backend is read again: the catalog's queries are refreshed.
 */
export function registerServiceWorker(queryClient: QueryClient) {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(WORKER_URL);
  let reloadChosen = false;
  const reload = () => {
    reloadChosen = true;
    window.location.reload();
  };

  workbox.addEventListener('waiting', () => {
    offerAppUpdate({
      apply: () => {
        reloadChosen = true;
        // Another tab may have let it take over meanwhile: then a reload is all that is left to do.
        void navigator.serviceWorker
          .getRegistration()
          .then((registration) => (registration?.waiting ? workbox.messageSkipWaiting() : reload()));
      },
    });
  });
  // The new version takes this tab: after its own Reload, it reloads. After another tab's Reload, its code stays as
  // it is and the offer stays, now a plain reload (nothing waits any more). The first install takes the page too
  // (no worker controlled it before): nothing to offer then.
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const previous = controller;
    controller = navigator.serviceWorker.controller;
    if (reloadChosen) window.location.reload();
    else if (previous) offerAppUpdate({ apply: reload });
  });
  // A page that loaded (in part) without the worker, on the first visit or while it was installing, hands it the
  // catalog answers it has not kept yet, once the worker runs.
  void navigator.serviceWorker.ready.then(async (registration) => {
    await handOverKeptAnswers(registration);
    // A tab that registered after another tab's Reload finds a newer version already in charge: offered too.
    if (navigator.serviceWorker.controller && (await pageIsOlderThanWorker()))
      offerAppUpdate({ apply: reload });
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (isKeptAnswerChanged(event.data)) refreshCatalog(queryClient);
  });

  void workbox.register().catch((error: unknown) => {
    console.warn('The shop could not install its offline copy', error);
  });
  // Below the site's minimum version, the update is not offered but made (minimum-version.ts).
  const forcedUpdate: ForcedUpdateSteps = {
    takeOver: (waiting) => {
      reloadChosen = true;
      waiting.postMessage({ type: 'SKIP_WAITING' });
    },
    reload,
  };
  const checkForUpdate = () => {
    void workbox.update().catch(() => undefined);
    void enforceMinimumVersion(forcedUpdate);
  };
  void enforceMinimumVersion(forcedUpdate);
  window.setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}

/** Whether the worker in charge no longer keeps this page's own entry script: it belongs to an older version. */
async function pageIsOlderThanWorker() {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  if (!entry) return false;
  return (await caches.match(entry).catch(() => null)) === undefined;
}

/**
 * A catalog answer that changes on every request (a time stamp in it, an unstable order) would have the page
 * read the catalog again and again: it does so at most once in this long.
 */
const CATALOG_REFRESH_GAP_MS = 10_000;
let lastCatalogRefresh = -Infinity;

/** The catalog's queries (the kept answers' own) are read again: the worker has a newer answer. */
function refreshCatalog(queryClient: QueryClient) {
  if (performance.now() - lastCatalogRefresh < CATALOG_REFRESH_GAP_MS) return;
  lastCatalogRefresh = performance.now();
  for (const queryKey of [productQueries.all(), featureImageQueries.all(), reviewQueries.all()]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * The catalog answers this page received that the worker does not keep yet (sent before it ran, or before it took
 * the page), for the worker to fetch and keep (its CACHE_URLS). Not those of a session that has ended since: what
 * it looked at is not kept (lib/session/session-end.ts). Nor search answers: the worker would ask the backend for each
 * again, a second request for one keyword (an answer that can hold most of the catalog, on a backend that answers
 * every match at once); the searches made once the worker runs are kept as they come.
 */
export async function handOverKeptAnswers(registration: ServiceWorkerRegistration) {
  const urls = new Set<string>();
  const endedAt = sessionEndedAt();
  for (const entry of performance.getEntriesByType('resource')) {
    if (!(entry instanceof PerformanceResourceTiming) || entry.initiatorType !== 'fetch') continue;
    if (entry.startTime < endedAt) continue;
    try {
      const url = new URL(entry.name);
      if (isKeptRequest('GET', url) && !isSearchRequest('GET', url)) urls.add(entry.name);
    } catch {
      // Not an address: nothing to keep.
    }
  }
  const missing = await Promise.all(
    [...urls].map(async (url) =>
      (await caches.match(url, { cacheName: KEPT_CATALOG_CACHE }).catch(() => undefined)) ? undefined : url,
    ),
  );
  const urlsToCache = missing.filter((url) => url !== undefined);
  if (urlsToCache.length === 0 || !registration.active) return;
  await messageSW(registration.active, { type: 'CACHE_URLS', payload: { urlsToCache } }).catch(
    () => undefined,
  );
}
