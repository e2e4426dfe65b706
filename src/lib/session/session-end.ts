import { STORAGE_KEYS } from '../storage-keys';
import { KEPT_CATALOGUE_CACHE } from '../worker-names';

/**
 * What a session leaves behind in this tab, cleared when it ends (sign-out, a 401, the JWT's expiry, any of these in
 * another tab), so the next person at this browser finds nothing of the last. docs/architecture.md ("What is kept
 * where") lists every such thing; they are cleared from here:
 * - the tab's session storage: the listing's filters, the order waiting for its payment, the capture markers
 *   (by their keys, whether or not the code that wrote them has loaded in this page);
 * - what modules hold in memory (the cart sheet and its Buy again result, a toast, the filters store, captures
 *   under way): each registers its own reset when it loads, so start-up carries none of their code;
 * - the catalogue answers the service worker keeps (src/app/service-worker/): the same for everyone, but which
 *   searches were made and which products were opened is the last person's business;
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

/** Clears everything of the ended session but Query's cache (see above). */
export function clearSessionLeftovers() {
  for (const reset of resets) reset();
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) if (key !== null && isSessionEntry(key)) sessionStorage.removeItem(key);
  } catch {
    // No session storage: nothing was kept there.
  }
  if (typeof caches !== 'undefined') void caches.delete(KEPT_CATALOGUE_CACHE).catch(() => undefined);
}
