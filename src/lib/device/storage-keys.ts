/**
 * Every key the shop keeps in the browser's storage, named once: the modules that read and write them, the
 * start-up code that reads some before the app has loaded (src/boot/start-up-requests.ts) and the tests import them
 * from here. What each holds, how long it lives and who clears it is in docs/architecture.md ("What is kept
 * where"). This module has no imports: the entry's boot chunk carries it (tools/code-splitting.ts).
 */
export const STORAGE_KEYS = {
  /** localStorage: the signed-in session (its token, if the backend gave one, and its user). */
  session: 'shop-auth',
  /**
   * localStorage: fingerprints of the tokens whose session ended on this device, so that no tab sends one again
   * or writes it back. Kept across sessions on purpose: it holds no token and names no one.
   */
  endedSessions: 'shop-auth-ended',
  /**
   * localStorage: a sign-out the backend has not heard of yet (a session kept in its cookie, signed out here while
   * the server could not be reached). Cleared once the server has it, or a new sign-in has replaced the cookie.
   * It names no one.
   */
  pendingSignOut: 'shop-sign-out-pending',
  /** sessionStorage: the listing's filters and sort in this tab. Ends with the session. */
  listingFilters: 'shop-filters',
  /** localStorage: the visitor's language. The device's, not the session's: it survives sign-outs. */
  language: 'shop-language',
  /**
   * localStorage: how each backend spells its categories, per backend origin (public catalog data, the same for
   * everyone).
   */
  categorySpellings: 'shop-category-spellings',
  /**
   * localStorage: what the shop learned of each of the last 4 backends (the services it does not offer, whether
   * its ids are ObjectIds): public facts of the server, the same for everyone.
   */
  backendTraits: 'shop-backend-traits',
  /** sessionStorage: the order waiting for its payment while the shopper is at the provider. Ends with the session. */
  currentOrder: 'currentOrderId',
  /** sessionStorage prefix: one marker per payment captured in this tab (`paypal-capture:<paymentId>`). Ends with the session. */
  paymentCapturePrefix: 'paypal-capture:',
  /**
   * sessionStorage: the minimum version this tab last forced an update for (`<version>`, then `<version> cleared`
   * once it also dropped the worker and its caches), so a site that still serves an older build cannot make it reload
   * again and again. The device's, not the session's: it names no one.
   */
  forcedUpdate: 'shop-forced-update',
} as const;
