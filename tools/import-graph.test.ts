import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { areaGraph, findCycles, importGraph, importsOf, layerBreaks, type ImportGraph } from './import-graph';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const MOCKS = join(ROOT, 'mocks');
const SRC = join(ROOT, 'src');

/**
 * The mock backend reads one way: its document types, the seed, the store (db.ts), the data shapes
 * (data-shape.ts), then the handlers and everything that serves them. A file imports its own layer and the
 * ones below.
 */
function mockLayerOf(file: string) {
  if (file === 'documents.ts') return 0;
  if (/^seed-[^/]+\.ts$/.test(file) && !file.endsWith('.test.ts')) return 1;
  if (file === 'db.ts') return 2;
  if (file === 'data-shape.ts') return 3;
  return /\.test\.tsx?$/.test(file) ? 5 : 4;
}

/**
 * The app's layers (docs/architecture.md, tools/import-boundaries.js): app → routes → pages → features →
 * components → stores → lib → boot; a file imports its own layer and the ones below. Boot is src/boot/ with
 * everything it imports (the request descriptions and the session's rules it may import, and theirs). The generated route tree sits with
 * the routes. Tests, src/testing (render helpers on the app's own providers and router) and the entry points
 * (main.tsx, prerender.tsx) sit on top; which areas a test may import is the lint's rule.
 */
const SRC_LAYERS: Record<string, number> = {
  boot: 0,
  lib: 1,
  stores: 2,
  components: 3,
  features: 4,
  pages: 5,
  routes: 6,
  'routeTree.gen.ts': 6,
  app: 7,
};

/** src/boot/ and everything its code imports, lazily included: what runs before the framework. */
function bootClosure(graph: ImportGraph) {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file) || /\.test\.tsx?$/.test(file)) return;
    reached.add(file);
    for (const target of graph.get(file) ?? []) visit(target);
  };
  for (const file of graph.keys()) if (file.startsWith('boot/')) visit(file);
  return reached;
}

function srcLayers(graph: ImportGraph) {
  const boot = bootClosure(graph);
  return (file: string) => {
    if (/\.test\.tsx?$/.test(file) || /^(testing\/|main\.tsx$|prerender\.tsx$)/.test(file)) return 8;
    if (boot.has(file)) return 0;
    const layer = SRC_LAYERS[file.split('/')[0] ?? ''];
    if (layer === undefined) throw new Error(`src/${file} is in no layer: give its folder one in SRC_LAYERS`);
    return layer;
  };
}

/** The feature a file of src/ belongs to (features/<domain>/…), if any. */
const featureOf = (file: string) => /^features\/[^/]+/.exec(file)?.[0];

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('the import graph', () => {
  let folder: string | undefined;
  afterEach(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
  });

  it('reads every kind of import: type-only, re-exports and dynamic ones', () => {
    expect(
      importsOf(
        "import type { A } from './a';\nimport { b } from '../b';\nexport type { C } from './c';\nexport * from './d';\nconst e = () => import('./e');\n",
      ),
    ).toEqual(['./a', '../b', './c', './d', './e']);
  });

  it('resolves relative and aliased imports to files in the folder, and drops the rest', () => {
    folder = mkdtempSync(join(tmpdir(), 'import-graph-'));
    mkdirSync(join(folder, 'handlers'));
    writeFileSync(join(folder, 'db.ts'), "import type { User } from './types';\nimport { z } from 'zod';\n");
    writeFileSync(join(folder, 'types.ts'), "import type { Product } from '@/features/catalog/schemas';\n");
    writeFileSync(
      join(folder, 'handlers', 'index.ts'),
      "import { db } from '../db';\nimport { seed } from '@mocks/types';\nimport { x } from '../../src/x';\n",
    );
    expect(importGraph(folder, '@mocks/')).toEqual(
      graphOf({ 'db.ts': ['types.ts'], 'handlers/index.ts': ['db.ts', 'types.ts'], 'types.ts': [] }),
    );
  });

  it('finds a planted cycle, a type-only one and a file importing itself', () => {
    expect(
      findCycles(
        graphOf({
          'seed.ts': ['db.ts'],
          'db.ts': ['shape.ts'],
          'shape.ts': ['seed.ts'],
          'handlers.ts': ['db.ts', 'shape.ts'],
          'self.ts': ['self.ts'],
        }),
      ),
    ).toEqual([['db.ts', 'seed.ts', 'shape.ts'], ['self.ts']]);
    expect(findCycles(graphOf({ 'a.ts': ['b.ts'], 'b.ts': [], 'c.ts': ['a.ts', 'b.ts'] }))).toEqual([]);
  });

  it('finds a cycle closed by a lazy import, planted in real files, relative or through the alias', () => {
    folder = mkdtempSync(join(tmpdir(), 'import-graph-'));
    mkdirSync(join(folder, 'overlays'));
    // a.tsx renders b.tsx, which loads a.tsx lazily: a relative cycle.
    writeFileSync(join(folder, 'a.tsx'), "import { B } from './b';\nexport const A = () => <B />;\n");
    writeFileSync(
      join(folder, 'b.tsx'),
      "import { lazy } from 'react';\nconst A = lazy(() => import('./a').then((module) => ({ default: module.A })));\nexport const B = () => <A />;\n",
    );
    // The same through the alias: a menu and the code it loads, which reads its props back from the menu.
    writeFileSync(
      join(folder, 'overlays', 'lazy-menu.tsx'),
      "import { lazy } from 'react';\nexport interface MenuProps { label: string }\nexport const Loaded = lazy(() => import('@/overlays/loaded-menu'));\n",
    );
    writeFileSync(
      join(folder, 'overlays', 'loaded-menu.tsx'),
      "import type { MenuProps } from '@/overlays/lazy-menu';\nexport default function LoadedMenu(props: MenuProps) { return <p>{props.label}</p>; }\n",
    );
    // A lazy import with no way back is no cycle.
    writeFileSync(
      join(folder, 'page.tsx'),
      "import { lazy } from 'react';\nconst A = lazy(() => import('@/a'));\n",
    );

    const graph = importGraph(folder, '@/');
    expect(graph.get('b.tsx')).toEqual(['a.tsx']);
    expect(graph.get('overlays/lazy-menu.tsx')).toEqual(['overlays/loaded-menu.tsx']);
    expect(findCycles(graph)).toEqual([
      ['a.tsx', 'b.tsx'],
      ['overlays/lazy-menu.tsx', 'overlays/loaded-menu.tsx'],
    ]);
  });

  it('folds files into areas, to find areas that import each other without a file-level cycle', () => {
    const areas = areaGraph(
      graphOf({
        'cart/buy-again.ts': ['orders/schemas.ts', 'cart/schemas.ts'],
        'cart/schemas.ts': [],
        'orders/history.tsx': ['cart/buy-again.ts'],
        'orders/schemas.ts': [],
        'lib/format/money.ts': [],
      }),
      (file) => (file.startsWith('lib/') ? undefined : file.split('/')[0]),
    );
    expect(areas).toEqual(graphOf({ cart: ['orders'], orders: ['cart'] }));
    expect(findCycles(areas)).toEqual([['cart', 'orders']]);
  });

  it('names an import that goes up a layer', () => {
    expect(
      layerBreaks(
        graphOf({ 'seed-accounts.ts': ['db.ts', 'documents.ts'], 'db.ts': ['seed-accounts.ts'] }),
        mockLayerOf,
      ),
    ).toEqual(['seed-accounts.ts → db.ts']);
  });
});

describe('the mock backend (mocks/)', () => {
  const graph = importGraph(MOCKS, '@mocks/');

  it('has no import cycle', () => {
    expect(graph.get('db.ts')).toBeDefined();
    expect(findCycles(graph)).toEqual([]);
  });

  it('reads one way: documents → seed → store (db.ts) → shape (data-shape.ts) → handlers', () => {
    expect(graph.get('data-shape.ts')).toContain('db.ts');
    expect(layerBreaks(graph, mockLayerOf)).toEqual([]);
  });
});

describe('the app (src/)', () => {
  const graph = importGraph(SRC, '@/');

  it('has no import cycle, lazy imports included', () => {
    expect(graph.get('main.tsx')).toBeDefined();
    expect(graph.get('components/overlays/lazy-menu.tsx')).toContain(
      'components/overlays/menu-with-target.tsx',
    );
    expect(graph.get('components/layout/card-grid.tsx')).toContain('components/layout/virtual-card-grid.tsx');
    expect(findCycles(graph)).toEqual([]);
  });

  it('has features that import each other one way only (orders → cart → catalog, never back)', () => {
    const features = areaGraph(graph, featureOf);
    expect(features.get('features/orders')).toContain('features/cart');
    expect(findCycles(features)).toEqual([]);
  });

  it('reads one way: app → routes → pages → features → components → stores → lib → boot', () => {
    const boot = bootClosure(graph);
    expect(boot).toContain('features/catalog/api/product-requests.ts');
    expect(boot).not.toContain('lib/session/session-watch.ts');
    expect(layerBreaks(graph, srcLayers(graph))).toEqual([]);
  });
});

describe('re-exports', () => {
  // A module that passes on another's names (a shim left by a move) is a second address for them: importers drift
  // between the two. Each name is imported from the module that declares it.
  it('none in src/ or mocks/', () => {
    const shims = [
      ...[...importGraph(SRC, '@/').keys()].map((file) => join(SRC, file)),
      ...[...importGraph(MOCKS).keys()].map((file) => join(MOCKS, file)),
    ].filter((file) => /^export\s+(type\s+)?(\*|\{[^}]*\})\s+from\s/m.test(readFileSync(file, 'utf8')));
    expect(shims).toEqual([]);
  });
});
