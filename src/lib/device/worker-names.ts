/**
 * The service worker's names, for the worker and the page that registers it (src/app/service-worker/), the end of a
 * session (lib/session/session-end.ts), the build (tools/build-names.ts) and the tests that look into Cache Storage.
 * Plain values only: Node runs this file directly when the build tools import it.
 */

/** The worker's file, at the site's root. */
export const SHOP_WORKER_FILE = 'sw.js';

/**
 * The worker's cache of the public catalog. Bounded: at most 60 answers (product lists in the views asked for,
 * products, search answers, feature images, reviews), none left unused for a week; the least recently used go first, all
 * of them (with their times, below) when the device runs out of room or a session ends.
 */
export const KEPT_CATALOG_CACHE = 'public-catalogue';

/**
 * The worker's cache of the code it does not precache (the back office's, tools/vite-plugins/service-worker.ts),
 * kept once a page has loaded it, until a session ends or the next version takes over.
 */
export const ON_DEMAND_CODE_CACHE = 'code-on-demand';

export const KEPT_CATALOG_LIMITS = { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 };

/**
 * Where Workbox's expiration notes when each kept answer was last used (IndexedDB, store `cache-entries`): every
 * kept address with a time, so it goes with the cache when a session ends. Workbox's own name, for the tests.
 */
export const KEPT_CATALOG_TIMES_DB = { name: 'workbox-expiration', store: 'cache-entries' };

/**
 * The message a page posts to the worker when a session ends in it: the worker clears the kept catalog and its
 * times, and keeps nothing that a request begun before the end brings back.
 */
export const SESSION_ENDED_MESSAGE = 'SESSION_ENDED';

/** The prerendered landing, the page for `/` (tools/vite-plugins/prerender-shells.ts writes it, nginx serves it). */
export const LANDING_PAGE_FILE = 'landing.html';

/** The app's page for every path without a page of its own: it routes on the client. */
export const APP_PAGE_FILE = 'index.html';

/**
 * The <meta> in which every page of a build carries the build's version (tools/vite-plugins/shop-version.ts): the
 * moment its code was committed, as `2026-11-29T10:00:00Z`, so versions sort as text. A page kept on the device
 * (the service worker's copy) keeps the version it was built with.
 */
export const SHOP_VERSION_META = 'shop-version';

/**
 * The site's version file, at its root: `{ "version": "…", "minimum": "…" | null }`. The build writes its own
 * version; deploy/start.sh adds the minimum version (MINIMUM_VERSION) every open page and kept copy must reach.
 * Never kept by the worker and sent with `Cache-Control: no-cache`: it is the device's way to learn of a forced
 * update.
 */
export const SHOP_VERSION_FILE = 'version.json';

/** A version as a build writes it and an operator names it: a UTC time to the second. */
export const SHOP_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
