import { describe, expect, it } from 'vitest';
import {
  BOOT_CHUNK,
  EARLY_CARDS_CHUNK,
  EARLY_SEARCH_CHUNK,
  FRAMEWORK_CHUNK,
  HTTP_CLIENT_CHUNK,
  SHOP_CHUNK,
  STARTUP_CHUNK,
} from './build-names.ts';
import {
  bootGroupOf,
  codeSplitting,
  omitStartupChunks,
  pagesReaching,
  pageGroupOf,
  type ModuleGraph,
} from './code-splitting.ts';

/** The group a module lands in by its id: the matching group of highest priority, as Rolldown picks it. */
function groupOf(id: string) {
  const group = [...codeSplitting.groups]
    .sort((a, b) => b.priority - a.priority)
    .find((candidate) => 'test' in candidate && candidate.test?.test(id));
  return group && typeof group.name === 'string' ? group.name : undefined;
}

/** A module graph from `importer → imported` lists and, for library indexes, their code. */
function graphOf(imports: Record<string, string[]>, code: Record<string, string> = {}): ModuleGraph {
  return {
    getModuleInfo: (id) => ({
      importers: Object.keys(imports).filter((importer) => imports[importer]?.includes(id)),
      code: code[id] ?? null,
    }),
  };
}

describe('codeSplitting', () => {
  it('puts React, the router, Query and their helpers in the framework chunk', () => {
    for (const id of [
      '/shop/node_modules/react/index.js',
      '/shop/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/shop/node_modules/scheduler/index.js',
      '/shop/node_modules/@tanstack/react-router/dist/esm/index.js',
      '/shop/node_modules/@tanstack/router-core/dist/esm/router.js',
      '/shop/node_modules/@tanstack/query-core/build/modern/index.js',
      '/shop/node_modules/zustand/esm/index.mjs',
      'C:\\shop\\node_modules\\react\\index.js',
      '/shop/node_modules/use-sync-external-store/shim/with-selector.js',
      '/shop/node_modules/use-sync-external-store/cjs/use-sync-external-store-shim.production.js',
      '/shop/node_modules/use-sync-external-store/cjs/use-sync-external-store-shim/with-selector.production.js',
    ]) {
      expect(groupOf(id), id).toBe(FRAMEWORK_CHUNK);
    }
  });

  it('gives the HTTP client a chunk of its own, out of the framework: no first page needs it to render', () => {
    expect(groupOf('/shop/node_modules/ky/distribution/index.js')).toBe(HTTP_CLIENT_CHUNK);
    expect(groupOf('/shop/node_modules/ky/distribution/core/Ky.js')).toBe(HTTP_CLIENT_CHUNK);
  });

  it("leaves the chart's store helper (react-redux's with-selector) out of the framework chunk", () => {
    expect(groupOf('/shop/node_modules/use-sync-external-store/with-selector.js')).toBeUndefined();
    expect(
      groupOf(
        '/shop/node_modules/use-sync-external-store/cjs/use-sync-external-store-with-selector.production.js',
      ),
    ).toBeUndefined();
  });

  it('leaves other libraries to the pages that use them', () => {
    expect(groupOf('/shop/node_modules/@tanstack/react-virtual/dist/esm/index.js')).toBeUndefined();
    expect(groupOf('/shop/node_modules/@mantine/core/esm/index.mjs')).toBeUndefined();
    expect(groupOf('/shop/node_modules/zod/v4/mini/index.js')).toBeUndefined();
  });

  it("keeps the app's render module in the startup chunk", () => {
    expect(groupOf('/shop/src/app/render.tsx')).toBe(STARTUP_CHUNK);
    expect(groupOf('/shop/src/app/router.ts')).toBeUndefined();
  });
});

describe('the boot chunk', () => {
  const EARLY_CARDS = '/shop/src/boot/early-cards.ts';
  const graph = graphOf({
    [EARLY_CARDS]: ['/shop/src/features/catalog/category-ids.ts', '/shop/src/boot/price-format.ts'],
    '/shop/src/features/catalog/components/category-filter.tsx': [
      '/shop/src/features/catalog/category-ids.ts',
      '/shop/src/features/catalog/categories.ts',
    ],
  });

  it("takes src/boot/ by folder, with Vite's preload helper", () => {
    for (const id of [
      '\0vite/preload-helper.js',
      '/shop/src/boot/start-up-requests.ts',
      '/shop/src/boot/early-requests.ts',
      '/shop/src/boot/first-pages.ts',
      'C:\\shop\\src\\boot\\price-format.ts',
    ]) {
      expect(bootGroupOf(id, graph), id).toBe(BOOT_CHUNK);
    }
    // What boot imports (request descriptions, session rules) comes with it: Rolldown's group takes dependencies.
    expect(bootGroupOf('/shop/src/lib/session/session-watch.ts', graph)).toBeNull();
    expect(bootGroupOf('/shop/src/features/admin-products/api/admin-product-requests.ts', graph)).toBeNull();
  });

  it('leaves the early cards to a chunk of their own, and takes what they import from outside boot', () => {
    expect(bootGroupOf(EARLY_CARDS, graph)).toBeNull();
    expect(groupOf(EARLY_CARDS)).toBe(EARLY_CARDS_CHUNK);
    expect(bootGroupOf('/shop/src/features/catalog/category-ids.ts', graph)).toBe(BOOT_CHUNK);
    expect(bootGroupOf('/shop/src/features/catalog/categories.ts', graph)).toBeNull();
  });

  it("leaves the early search to a chunk of its own, after the boot chunk's group, with the keyword's rules", () => {
    const EARLY_SEARCH = '/shop/src/boot/early-search.ts';
    const searchGraph = graphOf({
      [EARLY_SEARCH]: [
        '/shop/src/features/catalog/lib/search-keyword.ts',
        '/shop/src/features/catalog/api/product-requests.ts',
        '/shop/src/boot/listing-view.ts',
      ],
    });
    expect(bootGroupOf(EARLY_SEARCH, searchGraph)).toBeNull();
    expect(groupOf(EARLY_SEARCH)).toBe(EARLY_SEARCH_CHUNK);
    expect(bootGroupOf('/shop/src/features/catalog/lib/search-keyword.ts', searchGraph)).toBeNull();
    // Its group takes what it imports, but what the boot chunk's group (picked first) has taken stays there.
    const group = (name: string) => codeSplitting.groups.find((each) => each.name === name);
    const boot = codeSplitting.groups.find((each) => each.name === bootGroupOf);
    expect(group(EARLY_SEARCH_CHUNK)?.priority).toBeLessThan(boot?.priority ?? 0);
    expect(group(EARLY_SEARCH_CHUNK)).not.toHaveProperty('includeDependenciesRecursively', false);
  });
});

describe('the first pages by area', () => {
  const LISTING = '/shop/src/routes/shop/listing.tsx?tsr-split=component';
  const LAYOUT = '/shop/src/routes/shop/route.tsx?tsr-split=component---loader';
  const ADMIN = '/shop/src/routes/admin/route.tsx?tsr-split=component---loader';
  const LANDING = '/shop/src/routes/index.tsx?tsr-split=component';
  const MANTINE = '/shop/node_modules/@mantine/core/esm/index.mjs';
  const MENU = '/shop/node_modules/@mantine/core/esm/components/Menu/Menu.mjs';
  const SKELETON = '/shop/node_modules/@mantine/core/esm/components/Skeleton/Skeleton.mjs';
  const graph = graphOf(
    {
      [LISTING]: ['/shop/src/pages/listing-page.tsx'],
      '/shop/src/pages/listing-page.tsx': ['/shop/src/features/catalog/product-grid.tsx', MANTINE],
      [LAYOUT]: ['/shop/src/components/user-menu.tsx', '/shop/src/features/catalog/product-queries.ts'],
      '/shop/src/components/user-menu.tsx': [MANTINE],
      [ADMIN]: ['/shop/src/components/user-menu.tsx'],
      [LANDING]: ['/shop/src/features/catalog/product-queries.ts', '/shop/src/pages/landing.tsx'],
      '/shop/src/pages/landing.tsx': [MANTINE],
      [MANTINE]: [MENU, SKELETON],
    },
    {
      [MANTINE]: `import { Menu } from "./components/Menu/Menu.mjs";\nimport { Skeleton } from "./components/Skeleton/Skeleton.mjs";`,
      '/shop/src/components/user-menu.tsx': `import { Menu } from "@mantine/core";`,
      '/shop/src/pages/listing-page.tsx': `import { Grid as G } from "@mantine/core";`,
      '/shop/src/pages/landing.tsx': `import { Container, Skeleton } from "@mantine/core";`,
    },
  );

  it('finds the pages that reach a module, through a library index only where its part is imported', () => {
    expect(pagesReaching(MENU, graph)).toEqual(new Set(['shop/route', 'admin/route']));
    expect(pagesReaching(SKELETON, graph)).toEqual(new Set(['index']));
    expect(pagesReaching('/shop/src/features/catalog/product-queries.ts', graph)).toEqual(
      new Set(['shop/route', 'index']),
    );
  });

  it('groups what the first pages need by the areas whose pages reach it', () => {
    expect(pageGroupOf('/shop/src/features/catalog/product-grid.tsx', graph)).toBe(SHOP_CHUNK);
    // What the admin's pages share with the shop's first pages is the shop's: the admin loads it from there.
    expect(pageGroupOf(MENU, graph)).toBe(SHOP_CHUNK);
    expect(pageGroupOf(SKELETON, graph)).toBe('landing-shared');
    expect(pageGroupOf('/shop/src/features/catalog/product-queries.ts', graph)).toBe('landing-shop-shared');
  });

  /** A graph with dynamic imports too: `importer → imported` and `importer → lazily imported` lists. */
  function lazyGraphOf(
    imports: Record<string, string[]>,
    lazyImports: Record<string, string[]>,
  ): ModuleGraph {
    const by = (lists: Record<string, string[]>, id: string) =>
      Object.keys(lists).filter((importer) => lists[importer]?.includes(id));
    return {
      getModuleInfo: (id) => ({
        importers: by(imports, id),
        dynamicImporters: by(lazyImports, id),
        code: null,
      }),
    };
  }
  const DIALOG = '/shop/src/pages/product-dialog.tsx';
  const MODAL = '/shop/src/modal.tsx';

  it('gives a lazily loaded module that pages of several sections load an area of its own, but not in the shop', () => {
    const lazy = lazyGraphOf(
      {
        [DIALOG]: [MODAL, '/shop/src/price.tsx'],
        [LAYOUT]: [MODAL, '/shop/src/cards.tsx'],
        [LANDING]: ['/shop/src/cards.tsx', '/shop/src/price.tsx'],
      },
      { '/shop/src/cards.tsx': [DIALOG] },
    );
    expect(pageGroupOf('/shop/src/price.tsx', lazy)).toBe('landing-product-dialog-shared');
    // What the shop's first pages need goes by them alone: the dialog loads the shop's chunk for it, the listing
    // no chunk of what it shares with the dialog.
    expect(pageGroupOf(MODAL, lazy)).toBe(SHOP_CHUNK);
  });

  it("counts a lazily loaded module that only one section's pages load as that section", () => {
    const RESULT = '/shop/src/features/cart/buy-again-result.tsx';
    const OVERVIEW = '/shop/src/pages/admin-dashboard/shop-overview.tsx';
    const CHART = '/shop/src/pages/admin-dashboard/revenue-chart.tsx';
    const DASHBOARD = '/shop/src/routes/admin/dashboard.tsx?tsr-split=component';
    const ACCOUNT = '/shop/src/routes/shop/account.tsx?tsr-split=component';
    const lazy = lazyGraphOf(
      {
        // The shop's header (its layout) loads the result lazily; the listing and the result share an alert.
        [LAYOUT]: ['/shop/src/cart-sheet.tsx', '/shop/src/card.tsx'],
        [RESULT]: ['/shop/src/alert.tsx'],
        [LISTING]: ['/shop/src/alert.tsx'],
        [ACCOUNT]: ['/shop/src/order-dialog.tsx'],
        // The dashboard loads the overview lazily, the overview the chart; they share a card with the shop.
        [DASHBOARD]: ['/shop/src/pages/admin-dashboard/page.tsx'],
        [OVERVIEW]: ['/shop/src/card.tsx'],
        [CHART]: ['/shop/src/card.tsx', '/shop/src/tooltip.tsx'],
        [LANDING]: ['/shop/src/tooltip.tsx'],
      },
      {
        '/shop/src/cart-sheet.tsx': [RESULT],
        '/shop/src/order-dialog.tsx': [RESULT],
        '/shop/src/pages/admin-dashboard/page.tsx': [OVERVIEW],
        [OVERVIEW]: [CHART],
      },
    );
    // The shop's own chunk, not a `buy-again-result-shop-shared` one beside it.
    expect(pageGroupOf('/shop/src/alert.tsx', lazy)).toBe(SHOP_CHUNK);
    // What the shop shares with the admin: the shop's chunk.
    expect(pageGroupOf('/shop/src/card.tsx', lazy)).toBe(SHOP_CHUNK);
    expect(pageGroupOf('/shop/src/tooltip.tsx', lazy)).toBe('admin-landing-shared');
  });

  it('walks up through a library index only from the importers that import the part from the library', () => {
    const HOOKS = '/shop/node_modules/@mantine/hooks/esm/index.mjs';
    const HOOK = '/shop/node_modules/@mantine/hooks/esm/use-resize-observer/use-resize-observer.mjs';
    const SCROLL_AREA = '/shop/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';
    const ADMIN_GRID = '/shop/src/features/admin-products/admin-product-grid.tsx';
    const library = graphOf(
      {
        [LISTING]: [SCROLL_AREA],
        [ADMIN]: [ADMIN_GRID],
        [SCROLL_AREA]: [
          HOOKS,
          '/shop/node_modules/@mantine/core/esm/components/ScrollArea/use-resize-observer.mjs',
        ],
        [ADMIN_GRID]: [HOOKS],
        [HOOKS]: [HOOK],
      },
      {
        [HOOKS]: `import { useElementSize, useResizeObserver } from "./use-resize-observer/use-resize-observer.mjs";`,
        // Its own hook of the same name, and another hook from the library.
        [SCROLL_AREA]: `import { useResizeObserver } from "./use-resize-observer.mjs";\nimport { useMergedRef } from "@mantine/hooks";`,
        [ADMIN_GRID]: `import { useElementSize } from "@mantine/hooks";`,
      },
    );
    expect(pagesReaching(HOOK, library)).toEqual(new Set(['admin/route']));
    expect(pageGroupOf(HOOK, library)).toBeNull();
  });

  it("counts lazily loaded back-office code as the admin's area, not one of its own", () => {
    const OVERVIEW = '/shop/src/pages/admin-dashboard/shop-overview.tsx';
    const lazy: ModuleGraph = {
      getModuleInfo: (id) => ({
        importers: { '/shop/src/modal.tsx': [OVERVIEW, LAYOUT], [OVERVIEW]: [] }[id] ?? [],
        dynamicImporters: id === OVERVIEW ? [ADMIN] : [],
        code: null,
      }),
    };
    expect(pageGroupOf('/shop/src/modal.tsx', lazy)).toBe(SHOP_CHUNK);
  });

  it("leaves to Rolldown a page's own module, code no first page needs, and what the entry reaches", () => {
    expect(pageGroupOf(LISTING, graph)).toBeNull();
    const lazy = graphOf({
      [LISTING]: ['/shop/src/money.ts'],
      '/shop/src/dialog.tsx': ['/shop/src/money.ts'],
      '/shop/src/routes/admin/orders.tsx?tsr-split=component': ['/shop/src/orders.ts'],
    });
    expect(pageGroupOf('/shop/src/money.ts', lazy)).toBeNull();
    expect(pageGroupOf('/shop/src/orders.ts', lazy)).toBeNull();
  });
});

describe('omitStartupChunks', () => {
  it('drops the chunks start-up has loaded from what a route chunk preloads', () => {
    expect(
      omitStartupChunks('assets/login-l1.js', [
        'assets/framework-CvGf1fmx.js',
        'assets/startup-DXtv7Ffs.js',
        'assets/boot-7y9sWmk5.js',
        'assets/rolldown-runtime-XKyaHtl9.js',
        'assets/TextInput-uDqIT6JH.js',
        'assets/frameworks-x1.js',
        'assets/startup-Bk_qSBGg.css',
      ]),
    ).toEqual(['assets/TextInput-uDqIT6JH.js', 'assets/frameworks-x1.js', 'assets/startup-Bk_qSBGg.css']);
  });
});
