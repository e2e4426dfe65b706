import {
  BOOT_CHUNK,
  FRAMEWORK_CHUNK,
  SHOP_CHUNK,
  SIGNED_IN_CHUNK,
  STARTUP_CHUNK,
  STARTUP_CHUNKS,
} from './build-names.ts';

/** What the shop chunk's rule reads of Rolldown's module graph (its ChunkingContext), so a test can pass its own. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; code: string | null } | null;
}

/** A page's code, split by the router plugin: src/routes/shop/listing.tsx?tsr-split=component and the like. */
const ROUTE_SPLIT = /src[\\/]routes[\\/](.+)\.tsx\?tsr-split=/;
/** Where every shopper page starts: the shop's layout and the listing (its header's and cart's links lead there). */
const SHOP_FIRST_PAGES = new Set(['shop/route', 'shop/listing']);
/** A library's index module, which re-exports its parts (`import { Menu } from '@mantine/core'`). */
const LIBRARY_INDEX = /node_modules[\\/].+[\\/]index\.m?js$/;
const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The names a module's code imports by name, with where from (as written). */
function namedImports(code: string | null) {
  return [...(code ?? '').matchAll(NAMED_IMPORT)].map(([, names = '', from = '']) => ({
    from,
    names: names
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/))
      .filter(([name]) => name),
  }));
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
    namedImports(info?.code ?? null)
      .filter(({ from }) => resolves(from))
      .flatMap(({ names: imported }) => imported.map((pair) => pair.at(-1) as string)),
  );
  if (!names.size) return importers;
  return importers.filter((importer) =>
    namedImports(graph.getModuleInfo(importer)?.code ?? null).some(({ names: imported }) =>
      imported.some(([name]) => names.has(name as string)),
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
    const importers =
      from && LIBRARY_INDEX.test(current)
        ? importersThroughIndex(current, from, graph)
        : (graph.getModuleInfo(current)?.importers ?? []);
    if (!(graph.getModuleInfo(current)?.importers ?? []).length) pages.add(current);
    for (const importer of importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push({ id: importer, from: current });
      }
    }
  }
  return pages;
}

/**
 * The signed-in chunks' rule, for what the shop's layout or the listing needs and no guest page reaches: in the
 * shop chunk what only shop pages reach, in the signed-in chunk what admin pages reach too (the admin then
 * downloads none of the shop's own code). The pages' own split modules stay apart: they are the router's entry
 * points, one small chunk each. Without this rule Rolldown cuts that code into one chunk per set of pages
 * sharing it: about fifty files of a few hundred bytes (a Mantine component each), fetched and evaluated one by
 * one on a signed-in first load.
 */
export function shopChunkOf(id: string, graph: ModuleGraph): string | null {
  if (ROUTE_SPLIT.test(id)) return null;
  const pages = [...pagesReaching(id, graph)];
  if (!pages.some((page) => SHOP_FIRST_PAGES.has(page))) return null;
  if (pages.every((page) => page.startsWith('shop/'))) return SHOP_CHUNK;
  if (pages.every((page) => page.startsWith('shop/') || page.startsWith('admin/'))) return SIGNED_IN_CHUNK;
  return null;
}

/**
 * The client build's chunk groups (Rolldown's output.codeSplitting). Every page needs these: one chunk
 * compresses better than a dozen small ones and caches as a unit.
 */
export const codeSplitting = {
  groups: [
    {
      name: FRAMEWORK_CHUNK,
      test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|ky|zustand|use-sync-external-store)[\\/]/,
      priority: 20,
    },
    // What main.tsx imports statically (Vite's dynamic-import helper) stays out of the other chunks: the
    // entry must not depend on the framework, so the shell paints first and a failed framework download can
    // still be reported (main.tsx).
    // The guest landing's early requests (src/lib/early-requests.ts) go with it: main.tsx sends them before
    // anything else has loaded, and the app's HTTP client takes their responses from the same module.
    // So does the visitor's language (src/lib/i18n/preferred-locale.ts): main.tsx needs it for its own texts.
    {
      name: BOOT_CHUNK,
      test: /preload-helper|src[\\/]lib[\\/](early-requests|page-meta|i18n[\\/]preferred-locale)\.ts$/,
      priority: 30,
    },
    // The rest of start-up (app shell, Mantine's base components) in one chunk, not a dozen small ones:
    // main.tsx loads it as one step after the framework.
    { name: STARTUP_CHUNK, test: /src[\\/]app[\\/]render\.tsx$/, priority: 10 },
    // Each module is picked by its own rule (their dependencies may be a guest's too).
    {
      name: shopChunkOf,
      debugName: `${SHOP_CHUNK}, ${SIGNED_IN_CHUNK}`,
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
