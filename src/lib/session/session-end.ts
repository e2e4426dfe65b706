import { STORAGE_KEYS } from '../device/storage-keys';
import { KEPT_CATALOG_CACHE, SESSION_ENDED_MESSAGE, SHOP_WORKER_FILE } from '../device/worker-names';

/**
 * What a session leaves behind in this tab, cleared when it ends (sign-out, a 401, the JWT's expiry, any of these in
 * another tab), so the next person at this browser finds nothing of the last. docs/architecture.md ("What is kept
 * where") lists every such thing; they are cleared from here:
 * - the tab's session storage: the listing's filters, the order waiting for its payment, the capture markers
 *   (by their keys, whether or not the code that wrote them has loaded in this page);
 * - what modules hold in memory (the cart sheet and its Buy again result, a toast, the filters store, captures
 *   under way): each registers its own reset when it loads, so start-up carries none of their code;
 * - the catalog answers the service worker keeps (src/app/service-worker/), and the times it noted for each
 *   (IndexedDB): the same for everyone, but which searches were made and which products were opened is the last
 *   person's business. The worker is told (forgetKeptCatalog, below);
 * - the server's data in Query's cache, which the router drops itself once the protected page has gone
 *   (app/router.ts).
 * The session's own token and user are the auth store's (stores/auth-store.ts, endSession).
 */

const resets = new Set<() => void>();

/** Registers what a module must forget when a session ends; returns the unregistration. */
export function onSessionEnd(reset: () => void) {
  resets.add(reset);
  return () => resets.delete(reset);
}

/** The tab's session storage entries that belong to a session. */
function isSessionEntry(key: string) {
  return (
    key === STORAGE_KEYS.listingFilters ||
    key === STORAGE_KEYS.currentOrder ||
    key.startsWith(STORAGE_KEYS.paymentCapturePrefix)
  );
}

let lastEndedAt = -Infinity;

/**
 * When the last session ended in this page (`performance.now()`), or -Infinity: what the page fetched before it is
 * not handed to the worker to keep (src/app/service-worker/register.ts).
 */
export function sessionEndedAt() {
  return lastEndedAt;
}

/** A worker's scriptURL is always an absolute address (the browser resolves it when the worker registers). */
const isShopWorker = (worker: ServiceWorker) =>
  new URL(worker.scriptURL).pathname.endsWith(`/${SHOP_WORKER_FILE}`);

/**
 * The kept catalog goes. The shop's worker is told (src/app/service-worker/sw.ts): it deletes the cache with the
 * times it noted for each answer, and a request it began before the end keeps nothing. Only the shop's own worker:
 * the mock build runs MSW's. The page deletes the cache itself as well, for a page no worker runs for yet and for
 * a worker of an earlier version, which does not know the message.
 */
function forgetKeptCatalog() {
  if (typeof caches !== 'undefined') void caches.delete(KEPT_CATALOG_CACHE).catch(() => undefined);
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const workers = navigator.serviceWorker;
  const tell = (worker: ServiceWorker | null | undefined) => {
    if (worker && isShopWorker(worker)) worker.postMessage({ type: SESSION_ENDED_MESSAGE });
  };
  // The worker in charge of this page at once; one that runs without being in charge of it (a reload that
  // bypassed it) once the registration is found.
  if (workers.controller) tell(workers.controller);
  else
    void workers.getRegistration().then(
      (registration) => tell(registration?.active),
      () => undefined,
    );
}

/** Clears everything of the ended session but Query's cache (see above). */
export function clearSessionLeftovers() {
  lastEndedAt = performance.now();
  for (const reset of resets) reset();
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) if (key !== null && isSessionEntry(key)) sessionStorage.removeItem(key);
  } catch {
    // No session storage: nothing was kept there.
  }
  forgetKeptCatalog();
}
