/**
 * The service worker's names, for the worker and the page that registers it (src/app/service-worker/), the end of a
 * session (lib/session/session-end.ts), the build (tools/build-names.ts) and the tests that look into Cache Storage.
 * Plain values only: Node runs this file directly when the build tools import it.
 */

/** The worker's file, at the site's root. */
export const SHOP_WORKER_FILE = 'sw.js';

/**
 * The worker's cache of the public catalogue. Bounded: at most 60 answers (product lists in the views asked for,
 * products, search answers, feature images, reviews), none left unused for a week; the least recently used go first, all
 * of them when the device runs out of room or a session ends.
 */
export const KEPT_CATALOGUE_CACHE = 'public-catalogue';

export const KEPT_CATALOGUE_LIMITS = { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 };

/** The prerendered landing, the page for `/` (tools/vite-plugins/prerender-shells.ts writes it, nginx serves it). */
export const LANDING_PAGE_FILE = 'landing.html';

/** The app's page for every path without a page of its own: it routes on the client. */
export const APP_PAGE_FILE = 'index.html';
