/**
 * The service worker's names, for the worker (sw.ts), the page that registers it (register.ts), the build
 * (tools/build-names.ts) and the tests that look into Cache Storage. Plain values only: Node runs this file
 * directly when the build tools import it.
 */

/** The worker's file, at the site's root. */
export const SHOP_WORKER_FILE = 'sw.js';

/**
 * The worker's cache of the public catalogue. Bounded: at most 60 answers (product lists in the views asked for,
 * products, search answers, banners, reviews), none older than a week; the oldest go first, and all of them when
 * the device runs out of room.
 */
export const KEPT_CATALOGUE_CACHE = 'public-catalogue';

export const KEPT_CATALOGUE_LIMITS = { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 };
