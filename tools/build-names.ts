/**
 * Names that the build gives and other code looks for: the Vite config and its plugins, .ci/check-bundle.mjs
 * and the app itself. One definition each, so a rename cannot leave a reader behind. Plain values only: Node
 * runs this file directly (type stripping) when check-bundle imports it.
 */
import { API_URL_META } from '../src/boot/page-meta.ts';

export {
  DEFERRED_STYLESHEET_ATTRIBUTE,
  FIRST_PAGE_MODULES_META,
  PRELOAD_MODULES_META,
  STARTUP_PLACEHOLDER_END,
  STARTUP_PLACEHOLDER_START,
} from '../src/boot/shell-meta.ts';
export {
  SHOP_VERSION_FILE,
  SHOP_VERSION_META,
  SHOP_VERSION_PATTERN,
  SHOP_WORKER_FILE,
} from '../src/lib/device/worker-names.ts';

/** React, the router, Query and their helpers: every page needs them (tools/code-splitting.ts). */
export const FRAMEWORK_CHUNK = 'framework';
/** ky, the app's HTTP client: loaded with the first call that needs it, or once the first page has loaded. */
export const HTTP_CLIENT_CHUNK = 'http-client';
/** What main.tsx imports statically, kept apart so the entry never depends on the framework. */
export const BOOT_CHUNK = 'boot';
/** The listing's first cards before the framework (src/boot/early-cards.ts): loaded by the boot chunk on that page only. */
export const EARLY_CARDS_CHUNK = 'early-cards';
/** The search page's early request and the keyword's rules it is built with (src/boot/early-search.ts): that page only. */
export const EARLY_SEARCH_CHUNK = 'early-search';
/** The rest of start-up: the app shell and Mantine's base components, loaded as one step. */
export const STARTUP_CHUNK = 'startup';
/**
 * The code of the shop's layout and listing that no guest page needs, what the admin's pages and lazily loaded
 * code share with them included (tools/code-splitting.ts).
 */
export const SHOP_CHUNK = 'shop-area';
/** Rolldown's own helpers; the name is the bundler's, not ours. */
export const RUNTIME_CHUNK = 'rolldown-runtime';
/** Every chunk that start-up has loaded before any route asks for code. */
export const STARTUP_CHUNKS = [FRAMEWORK_CHUNK, STARTUP_CHUNK, BOOT_CHUNK, RUNTIME_CHUNK] as const;

/** How a deploy build tells itself apart: its pages wait for the server to write in the API's address. */
export const EMPTY_API_URL_META_TAG = `<meta name="${API_URL_META}" content="" />`;

/** The MSW service worker's file, at the site's root in mock mode only. */
export const MOCK_WORKER_FILE = 'mockServiceWorker.js';
/**
 * Stands in the worker's precache list for what deploy/start.sh writes into each start's pages (the API's
 * address): start.sh replaces it with a checksum of them, so a restart with another API_URL is a new version of
 * the pages for the worker too, and returning shoppers get the new pages.
 */
export const PAGES_CONFIGURATION_PLACEHOLDER = '@PAGES_CONFIGURATION@';
