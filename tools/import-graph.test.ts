import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, importGraph, importsOf, layerBreaks, type ImportGraph } from './import-graph';

const MOCKS = join(dirname(fileURLToPath(import.meta.url)), '..', 'mocks');

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
