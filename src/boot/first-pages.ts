/**
 * The pages a visitor opens first, and what the build and start-up do for each, in one list read by every
 * reader: the Vite plugins (prerendered pages, the first pages' preloaded code, the worker's precache), the
 * chunking rule (tools/code-splitting.ts), the bundle budgets (.ci/check-bundle.mjs) and the start-up code that
 * asks for a page's data before the app has loaded (src/boot/start-up-requests.ts). Each path is the router's
 * (a unit test holds them to the route tree). Plain values only: Node runs this file directly (type stripping)
 * when the build tools import it, and the entry's boot chunk carries it.
 */
export interface FirstPage {
  /** The page's path, as the router names it. */
  path: string;
  /** Its route files under src/routes, its layout first. */
  routeFiles: readonly string[];
  /** The part of the app it is in (lib/i18n/message-bundles.ts, SECTION_MESSAGE_BUNDLES): '' the guest landing. */
  section: '' | 'auth' | 'shop';
  /** Who the page is for: start-up preloads its code for that visitor only (a guest, or a stored session). */
  visitor: 'guest' | 'shopper';
  /** Prerendered into a file of its own by the build (tools/vite-plugins/prerender-shells.ts). */
  prerendered: boolean;
  /**
   * Its prerendered file is in the service worker's precache (tools/vite-plugins/service-worker.ts), which every
   * first visit downloads: a reload paints it with no network. Only the pages shoppers come back to by reloading;
   * for any other page the worker answers with the app (index.html), which renders it a little later.
   */
  precached: boolean;
  /** Its code and messages listed in index.html for start-up to preload (tools/vite-plugins/first-page-modules.ts). */
  preloaded: boolean;
  /**
   * The area whose chunks hold its code (tools/code-splitting.ts): a guest page downloads nothing of an area it is
   * not in. None: its code goes where its area's first pages put it.
   */
  chunkArea?: 'landing' | 'auth' | 'shop';
  /** Its first load is held to a size budget (.ci/check-bundle.mjs). */
  budgeted: boolean;
  /** Start-up asks for its data before the app has loaded (src/boot/start-up-requests.ts). */
  earlyData: boolean;
}

export const FIRST_PAGES = {
  landing: {
    path: '/',
    routeFiles: ['index'],
    section: '',
    visitor: 'guest',
    prerendered: true,
    precached: true,
    preloaded: true,
    chunkArea: 'landing',
    budgeted: true,
    earlyData: true,
  },
  signIn: {
    path: '/auth/login',
    routeFiles: ['auth/route', 'auth/login'],
    section: 'auth',
    visitor: 'guest',
    prerendered: true,
    precached: true,
    preloaded: false,
    chunkArea: 'auth',
    budgeted: true,
    earlyData: false,
  },
  register: {
    path: '/auth/register',
    routeFiles: ['auth/route', 'auth/register'],
    section: 'auth',
    visitor: 'guest',
    prerendered: true,
    // Opened once, to sign up: not worth 7 KB of every first visit.
    precached: false,
    preloaded: false,
    chunkArea: 'auth',
    budgeted: false,
    earlyData: false,
  },
  listing: {
    path: '/shop/listing',
    routeFiles: ['shop/route', 'shop/listing'],
    section: 'shop',
    visitor: 'shopper',
    prerendered: true,
    precached: true,
    preloaded: true,
    chunkArea: 'shop',
    budgeted: true,
    earlyData: true,
  },
  shopHome: {
    path: '/shop/home',
    routeFiles: ['shop/route', 'shop/home'],
    section: 'shop',
    visitor: 'shopper',
    prerendered: false,
    precached: false,
    preloaded: true,
    budgeted: false,
    earlyData: true,
  },
  account: {
    path: '/shop/account',
    routeFiles: ['shop/route', 'shop/account'],
    section: 'shop',
    visitor: 'shopper',
    prerendered: false,
    precached: false,
    preloaded: false,
    budgeted: false,
    earlyData: true,
  },
  search: {
    path: '/shop/search',
    routeFiles: ['shop/route', 'shop/search'],
    section: 'shop',
    visitor: 'shopper',
    prerendered: false,
    precached: false,
    preloaded: false,
    budgeted: false,
    earlyData: true,
  },
} as const satisfies Record<string, FirstPage>;

export type FirstPageName = keyof typeof FIRST_PAGES;

/** The first pages that start-up asks data for. */
export type EarlyDataPage = {
  [Name in FirstPageName]: (typeof FIRST_PAGES)[Name]['earlyData'] extends true ? Name : never;
}[FirstPageName];

/** The first pages, each with its name, in the list's order. */
export function firstPages(): (FirstPage & { name: FirstPageName })[] {
  return (Object.entries(FIRST_PAGES) as [FirstPageName, FirstPage][]).map(([name, page]) => ({
    ...page,
    name,
  }));
}

/** The first page at `path`, if it is one. */
export function firstPageAt(path: string): (FirstPage & { name: FirstPageName }) | undefined {
  return firstPages().find((page) => page.path === path);
}
