/**
 * The <meta> in which a prerendered page lists its code (tools/vite-plugins/prerender-shells.ts) for main.tsx
 * to preload once the shell has painted. The build tools import it too (tools/build-names.ts), so this module
 * stays free of imports. Only main.tsx may import it in the app: were it shared with a module of the startup
 * chunk, the bundler would put it in a chunk that the entry imports statically, and the entry must load
 * nothing before its first paint.
 */
export const PRELOAD_MODULES_META = 'preload-modules';

/**
 * The <meta> in which index.html lists, for each page a visitor opens first, the code and messages main.tsx
 * preloads at once (tools/vite-plugins/first-page-modules.ts): `path file file en=file tr=file;path ...`, a
 * message bundle's file prefixed with its locale.
 */
export const FIRST_PAGE_MODULES_META = 'first-page-modules';

/**
 * Marks the full style sheet's preload link in a prerendered page: the page carries the CSS its first paint
 * needs inline, and main.tsx turns this link into the style sheet without holding up that paint.
 */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred-stylesheet';

/**
 * The loading placeholder that index.html paints from its own HTML and inline CSS, before any script runs (the
 * page's first paint: the shop's name and grey blocks). It sits after #root; the app shows no loading state
 * of its own while it is there and removes it in the commit that brings the first page (src/app/app.tsx).
 * Prerendered pages, which paint their real content, carry none: the build removes what lies between these
 * comments.
 */
export const STARTUP_PLACEHOLDER_ID = 'startup-placeholder';
export const STARTUP_PLACEHOLDER_START = '<!--startup-placeholder-->';
export const STARTUP_PLACEHOLDER_END = '<!--/startup-placeholder-->';
