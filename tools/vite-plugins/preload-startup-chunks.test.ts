import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  ENTRY_IMPORT_ATTRIBUTE,
  entryImportFiles,
  preloadStartupChunks,
  startupPreloadFiles,
  type Bundle,
  type BundleChunk,
} from './preload-startup-chunks.ts';
import { tagsOf, transformIndexHtml } from './testing.ts';

const chunk = (
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  facadeModuleId: string | null = null,
): BundleChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
  dynamicImports,
});

// Shaped like the real build: main.tsx imports the boot chunk statically and its steps dynamically.
const entry = chunk(
  'assets/index-e1.js',
  ['assets/boot-b1.js'],
  ['assets/framework-f1.js', 'assets/startup-s1.js', 'assets/browser-m1.js'],
  '/shop/src/main.tsx',
);
const bundle: Bundle = {
  [entry.fileName]: entry,
  'assets/boot-b1.js': chunk('assets/boot-b1.js'),
  'assets/framework-f1.js': chunk('assets/framework-f1.js', ['assets/rolldown-runtime-r1.js']),
  'assets/rolldown-runtime-r1.js': chunk('assets/rolldown-runtime-r1.js'),
  'assets/startup-s1.js': chunk('assets/startup-s1.js', [
    'assets/framework-f1.js',
    'assets/boot-b1.js',
    'assets/zod-z1.js',
  ]),
  'assets/zod-z1.js': chunk('assets/zod-z1.js', ['assets/rolldown-runtime-r1.js']),
  'assets/browser-m1.js': chunk('assets/browser-m1.js', ['assets/msw-w1.js'], [], '/shop/mocks/browser.ts'),
  'assets/msw-w1.js': chunk('assets/msw-w1.js'),
  'assets/login-l1.js': chunk('assets/login-l1.js', ['assets/startup-s1.js']),
  'assets/startup-s1.css': { type: 'asset' },
};

describe('startupPreloadFiles', () => {
  it("lists the entry's dynamic steps and their static imports, but for the mock backend and what the entry imports itself", () => {
    expect(startupPreloadFiles(bundle, entry)).toEqual([
      'assets/framework-f1.js',
      'assets/rolldown-runtime-r1.js',
      'assets/startup-s1.js',
      'assets/zod-z1.js',
    ]);
  });

  it('lists nothing for an entry without dynamic imports', () => {
    const plain = chunk('assets/index-e2.js', ['assets/boot-b1.js']);
    expect(startupPreloadFiles({ ...bundle, [plain.fileName]: plain }, plain)).toEqual([]);
  });
});

describe('preloadStartupChunks', () => {
  it('adds them to the page as modulepreload links', async () => {
    const result = await transformIndexHtml(preloadStartupChunks(), '<html></html>', {
      bundle: bundle as unknown as Rollup.OutputBundle,
      chunk: entry as unknown as Rollup.OutputChunk,
    });
    expect(tagsOf(result)).toEqual([
      // The entry's own static import, marked so a prerendered page keeps it.
      {
        tag: 'link',
        attrs: {
          rel: 'modulepreload',
          crossorigin: true,
          href: '/assets/boot-b1.js',
          [ENTRY_IMPORT_ATTRIBUTE]: true,
        },
        injectTo: 'head',
      },
      ...['framework-f1', 'rolldown-runtime-r1', 'startup-s1', 'zod-z1'].map((name) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/assets/${name}.js` },
        injectTo: 'head',
      })),
    ]);
  });

  it('links an entry import only once: not again where the page already links it', () => {
    expect(entryImportFiles('<link rel="modulepreload" href="/assets/boot-b1.js">', entry)).toEqual([]);
    expect(entryImportFiles('<html></html>', entry)).toEqual(['assets/boot-b1.js']);
  });

  it('adds nothing on the dev server, which has no bundle', async () => {
    expect(tagsOf(await transformIndexHtml(preloadStartupChunks(), '<html></html>'))).toEqual([]);
  });

  it('runs late, once Vite has added its own links', () => {
    const plugin = preloadStartupChunks();
    expect(plugin.apply).toBe('build');
    expect(plugin.transformIndexHtml).toMatchObject({ order: 'post' });
  });
});
