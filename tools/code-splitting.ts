import { firstPages } from '../src/boot/first-pages.ts';
import {
  BOOT_CHUNK,
  EARLY_CARDS_CHUNK,
  EARLY_SEARCH_CHUNK,
  FRAMEWORK_CHUNK,
  HTTP_CLIENT_CHUNK,
  SHOP_CHUNK,
  STARTUP_CHUNK,
  STARTUP_CHUNKS,
} from './build-names.ts';

/** What the first pages' rule reads of Rolldown's module graph (its ChunkingContext), so a test can pass its own. */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters?: readonly string[]; code: string | null } | null;
}

/** A page's code, split by the router plugin: src/routes/shop/listing.tsx?tsr-split=component and the like. */
const ROUTE_SPLIT = /src[\\/]routes[\\/](.+)\.tsx\?tsr-split=/;
/**
 * The route files of the pages a visitor opens first (src/boot/first-pages.ts), by the area whose chunks hold their
 * code: the guest landing, the sign-in pages, and the shop's layout with the listing (its header's and cart's links
 * lead there).
 */
const FIRST_PAGES: Record<string, string> = Object.fromEntries(
  firstPages().flatMap(({ routeFiles, chunkArea }) =>
    chunkArea ? routeFiles.map((routeFile) => [routeFile, chunkArea]) : [],
  ),
);
const FIRST_PAGE_AREAS = new Set(Object.values(FIRST_PAGES));
/** How pagesReaching names lazily loaded code (a page of its own): `lazy:<module id>`. */
const LAZY = 'lazy:';
/** The sections whose pages all sit in one layout route (src/routes/<section>/route.tsx) and load its chunks. */
const SECTIONS = new Set(['admin', 'auth', 'shop']);
/**
 * What a page counts for in a module's chunk: its first-page area; the admin's pages an area of their own; the
 * other sign-in and shop pages nothing (they load their area's first pages' chunks anyway). A lazily loaded
 * module counts as the pages that load it when they are all in one section: as the admin when only the admin
 * loads it (the dashboard's overview and its chart), as nothing when only the shop's or the sign-in pages do
 * (the cart sheet's Buy again result), so what it shares with its section stays in that section's chunks
 * instead of splitting them into a chunk per lazy module. Loaded from anywhere else (a dialog of the landing and
 * the shop, the landing's feature image carousel), it is an area of its own: it then loads what it shares with the
 * first pages and nothing else, and no first page loads what only it needs. Anything else (another page, the
 * entry) is undefined: the module is left to Rolldown.
 */
function areaOf(page: string, graph: ModuleGraph): string | undefined {
  if (FIRST_PAGES[page]) return FIRST_PAGES[page];
  if (page.startsWith(LAZY)) {
    const section = sectionOf(page, graph);
    if (section === 'admin') return 'admin';
    if (section) return '';
    return (page.split(/[\\/]/).pop() ?? '').replace(/\.\w+$/, '');
  }
  if (page.startsWith('admin/')) return 'admin';
  if (page.startsWith('auth/') || page.startsWith('shop/')) return '';
  return undefined;
}

/**
 * The section (SECTIONS) a page is in; for lazily loaded code, the one section of all the pages that load it
 * (through its dynamic importers, and theirs when those are lazily loaded too). Undefined for anything else.
 * `asking` holds the lazy modules being asked about already (a cycle has no section).
 */
function sectionOf(
  page: string,
  graph: ModuleGraph,
  asking: ReadonlySet<string> = new Set(),
): string | undefined {
  if (!page.startsWith(LAZY)) {
    const [section = '', rest] = page.split('/');
    return rest !== undefined && SECTIONS.has(section) ? section : undefined;
  }
  const id = page.slice(LAZY.length);
  if (asking.has(id)) return undefined;
  const loaders = (graph.getModuleInfo(id)?.dynamicImporters ?? []).flatMap((importer) => [
    ...pagesReaching(importer, graph),
  ]);
  const sections = new Set(loaders.map((loader) => sectionOf(loader, graph, new Set([...asking, id]))));
  return sections.size === 1 ? [...sections][0] : undefined;
}
/** The chunk of what a set of areas shares; a name of its own for the sets a first page loads. */
const AREA_CHUNKS: Record<string, string> = { shop: SHOP_CHUNK };
/** A library's index module, which re-exports its parts (`import { Menu } from '@mantine/core'`). */
const LIBRARY_INDEX = /node_modules[\\/].+[\\/]index\.m?js$/;
/** The package a library's index belongs to, as importers name it: `@mantine/hooks`, `ky`. */
const LIBRARY_NAME = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

type ModuleInfo = NonNullable<ReturnType<ModuleGraph['getModuleInfo']>>;
type NamedImports = { from: string; names: string[][] }[];

/**
 * Rolldown reuses a module's info object within one chunking pass: what is worked out from it is kept with it
 * (a library's index is megabytes of reading when parsed again for each of a thousand modules).
 */
const parsedImports = new WeakMap<ModuleInfo, NamedImports>();
const reached = new WeakMap<ModuleInfo, Set<string>>();

/** The names a module's code imports by name, with where from (as written). */
function namedImports(info: ModuleInfo | null): NamedImports {
  if (!info) return [];
  const known = parsedImports.get(info);
  if (known) return known;
  const parsed = [...(info.code ?? '').matchAll(NAMED_IMPORT)].map(([, names = '', from = '']) => ({
    from,
    names: names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/))
      .filter(([name]) => name),
  }));
  parsedImports.set(info, parsed);
  return parsed;
}

/**
 * Who, among the importers of a library's index module, reaches `part` through it: those importing a name the
 * index takes from that part. Every importer when the index says nothing readable about it.
 */
function importersThroughIndex(index: string, part: string, graph: ModuleGraph): readonly string[] {
  const info = graph.getModuleInfo(index);
  const importers = info?.importers ?? [];
  const folder = index.replace(/[\\/][^\\/]+$/, '');
  const resolves = (from: string) =>
    from.startsWith('.') &&
    `${folder}/${from}`.replace(/\/\.\//g, '/').replaceAll('\\', '/') === part.replaceAll('\\', '/');
  // The index's local names for what it imports from the part (its exports keep them).
  const names = new Set(
    namedImports(info)
      .filter(({ from }) => resolves(from))
      .flatMap(({ names: imported }) => imported.map((pair) => pair.at(-1) as string)),
  );
  if (!names.size) return importers;
  // Only names imported from the library itself count: ScrollArea imports a useResizeObserver of its own
  // (`./use-resize-observer.mjs`), which is not @mantine/hooks' one.
  const library = LIBRARY_NAME.exec(index.replaceAll('\\', '/'))?.[1];
  const fromLibrary = (from: string) => from === library || from.startsWith(`${library}/`);
  return importers.filter((importer) =>
    namedImports(graph.getModuleInfo(importer)).some(
      ({ from, names: imported }) =>
        fromLibrary(from) && imported.some(([name]) => names.has(name as string)),
    ),
  );
}

/**
 * The pages whose code reaches a module by static imports: the route split modules above it, found by walking
 * its importers up (through a library's index only to the importers that use the part walked from). A module
 * that nothing imports statically (a lazily loaded dialog, the entry) counts as a page of its own, named by its
 * id.
 */
export function pagesReaching(id: string, graph: ModuleGraph): Set<string> {
  const info = graph.getModuleInfo(id);
  const known = info && reached.get(info);
  if (known) return known;
  const pages = walkUp(id, graph);
  if (info) reached.set(info, pages);
  return pages;
}

function walkUp(id: string, graph: ModuleGraph): Set<string> {
  const pages = new Set<string>();
  const seen = new Set([id]);
  const queue = [{ id, from: '' }];
  while (queue.length) {
    const { id: current, from } = queue.pop() as { id: string; from: string };
    const route = ROUTE_SPLIT.exec(current)?.[1];
    if (route) {
      pages.add(route.replaceAll('\\', '/'));
      continue;
    }
    const info = graph.getModuleInfo(current);
    const importers =
      from && LIBRARY_INDEX.test(current)
        ? importersThroughIndex(current, from, graph)
        : (info?.importers ?? []);
    // Code that nothing imports statically: lazily loaded (a dialog), or the entry.
    if (!info?.importers.length) pages.add(info?.dynamicImporters?.length ? `${LAZY}${current}` : current);
    for (const importer of importers) {
      // A library's index is walked once per part it is reached from: each part has its own importers.
      const visit = LIBRARY_INDEX.test(importer) ? `${importer} ${current}` : importer;
      if (!seen.has(visit)) {
        seen.add(visit);
        queue.push({ id: importer, from: current });
      }
    }
  }
  return pages;
}

/**
 * The rule for the code of the pages a visitor opens first (FIRST_PAGES): a module that one of them needs goes to
 * the chunk of the areas (landing, sign-in, shop, admin) whose pages reach it, one chunk per set of areas: the
 * shop's own code in the shop chunk, what the landing shares with the sign-in pages in another, and so on. So a
 * guest page downloads nothing of an area it is not in, and a few files instead of one per set of pages sharing a
 * module (Rolldown's own cut: about fifty files of a few hundred bytes for the listing, a Mantine component each,
 * each with its response headers, fetched and evaluated one by one). What lazily loaded code (a dialog) shares
 * with the guest pages goes to a chunk of its own set (`landing-product-dialog-shared`: the dialog then loads it,
 * and nothing of the landing it does not share).
 * A module the shop's first pages need goes by the first pages alone: the admin's pages and lazily loaded code
 * load the shop's chunks for it (on the landing, the product dialog and the feature image carousel download some shop
 * code they do not run: 9 and 17 KB). Counting them as well gave the listing 16 more chunks of 0.2 to 3.5 KB,
 * each a round trip on a phone: Lighthouse 92 → 95, its LCP 3.03 → 2.70 s.
 * A module that other pages or the entry reach too, and the pages' own split modules (the router's entry
 * points), are left to Rolldown.
 */
export function pageGroupOf(id: string, graph: ModuleGraph): string | null {
  if (ROUTE_SPLIT.test(id)) return null;
  const pages = [...pagesReaching(id, graph)];
  if (!pages.some((page) => FIRST_PAGES[page])) return null;
  const areas = new Set(pages.map((page) => areaOf(page, graph)));
  if (areas.has(undefined)) return null;
  let named = [...areas].filter((area): area is string => Boolean(area));
  // What the shop's first pages need goes by the first pages alone (see above).
  if (named.includes('shop')) named = named.filter((area) => FIRST_PAGE_AREAS.has(area));
  const key = named.toSorted().join('+');
  return AREA_CHUNKS[key] ?? `${key.replaceAll('+', '-')}-shared`;
}

/** The code that runs before the framework: src/boot/ (docs/architecture.md, first load). */
const BOOT_FOLDER = /src[\\/]boot[\\/]/;
/** The listing's first cards, loaded by start-up on that page only (src/boot/early-cards.ts). */
const EARLY_CARDS = /src[\\/]boot[\\/]early-cards\.ts$/;
/** The search page's early request, loaded by start-up on that page only (src/boot/early-search.ts). */
const EARLY_SEARCH = /src[\\/]boot[\\/]early-search\.ts$/;

/**
 * The boot chunk, picked by folder: Vite's dynamic-import helper, src/boot/ but the early cards and the early search
 * (chunks of their own), and what the early cards import from outside it (the catalog's category ids), so that their
 * chunk needs nothing but this one. The group takes what its modules import with them; src/boot's lint rule keeps
 * that to the request descriptions and the session's rules (tools/boot-imports.ts), and the bundle check fails when
 * the entry imports anything else. The early search's own imports from outside it (the keyword's rules) go with it.
 */
export function bootGroupOf(id: string, graph: ModuleGraph): string | null {
  if (id.includes('vite/preload-helper')) return BOOT_CHUNK;
  if (EARLY_CARDS.test(id) || EARLY_SEARCH.test(id)) return null;
  if (BOOT_FOLDER.test(id)) return BOOT_CHUNK;
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  return importers.some((importer) => EARLY_CARDS.test(importer)) ? BOOT_CHUNK : null;
}

/**
 * The client build's chunk groups (Rolldown's output.codeSplitting). Every page needs these: one chunk
 * compresses better than a dozen small ones and caches as a unit.
 */
export const codeSplitting = {
  groups: [
    {
      name: FRAMEWORK_CHUNK,
      // Of use-sync-external-store only the shim the router's store uses: its plain with-selector is the chart's
      // (recharts' react-redux), which no other page needs.
      test: /node_modules[\\/]((react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|zustand)[\\/]|use-sync-external-store[\\/](shim[\\/]|cjs[\\/]use-sync-external-store-shim))/,
      priority: 20,
    },
    // The HTTP client: no first page needs it before its data arrive (they come from the start-up requests), so it
    // loads on its own (lib/backend/api-client.ts).
    { name: HTTP_CLIENT_CHUNK, test: /node_modules[\\/]ky[\\/]/, priority: 20 },
    // What main.tsx imports statically stays out of the other chunks: the entry must not depend on the framework,
    // so the shell paints first and a failed framework download can still be reported (main.tsx). That is
    // src/boot/: the start-up requests, built from the descriptions the app's own requests use, with the session's
    // rules; the app's HTTP client takes their answers (boot/early-requests.ts).
    { name: bootGroupOf, debugName: 'boot', priority: 30 },
    // The listing's first cards: start-up loads them on that page only, beside its products; what they import is
    // the boot chunk's (bootGroupOf).
    { name: EARLY_CARDS_CHUNK, test: EARLY_CARDS, priority: 30, includeDependenciesRecursively: false },
    // The search page's early request, with the keyword's rules it imports (the search page's code imports them from
    // here): after the boot chunk's group, which keeps what boot imports itself.
    { name: EARLY_SEARCH_CHUNK, test: EARLY_SEARCH, priority: 25 },
    // The rest of start-up (app shell, Mantine's base components) in one chunk, not a dozen small ones:
    // main.tsx loads it as one step after the framework.
    { name: STARTUP_CHUNK, test: /src[\\/]app[\\/]render\.tsx$/, priority: 10 },
    // Each module is picked by its own areas (its dependencies may be another set's).
    {
      name: pageGroupOf,
      debugName: 'first pages, by area',
      priority: 5,
      includeDependenciesRecursively: false,
    },
  ],
};

const startupChunkFile = new RegExp(`assets/(${STARTUP_CHUNKS.join('|')})-[\\w-]+\\.js$`);

/**
 * For build.modulePreload.resolveDependencies. Route chunks list their dependencies for Vite's preload
 * helper. The start-up chunks are loaded before any route, so listing them only costs a DOM lookup per chunk
 * on every navigation.
 */
export function omitStartupChunks(_filename: string, dependencies: string[]): string[] {
  return dependencies.filter((dependency) => !startupChunkFile.test(dependency));
}
