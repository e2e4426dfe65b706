import { describe, expect, it } from 'vitest';
import { firstPageModules } from './first-page-modules.ts';
import type { Bundle, BundleChunk } from './preload-startup-chunks.ts';

const chunk = (
  fileName: string,
  imports: string[] = [],
  facadeModuleId: string | null = null,
  dynamicImports: string[] = [],
  css: string[] = [],
): BundleChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
  dynamicImports,
  ...{ viteMetadata: { importedCss: new Set(css) } },
});

// Shaped like the real build: main.tsx imports the boot chunk statically and its steps dynamically; each
// route's split chunks import shared chunks, some of them start-up's.
const entry = chunk('assets/index-e1.js', ['assets/boot-b1.js'], '/shop/src/main.tsx', [
  'assets/startup-s1.js',
]);
const bundle: Bundle = {
  [entry.fileName]: entry,
  'assets/boot-b1.js': chunk('assets/boot-b1.js'),
  'assets/startup-s1.js': chunk(
    'assets/startup-s1.js',
    ['assets/boot-b1.js'],
    null,
    [],
    ['assets/startup-s1.css'],
  ),
  'assets/listing-c1.js': chunk(
    'assets/listing-c1.js',
    ['assets/shop-pages-p1.js', 'assets/startup-s1.js'],
    '/shop/src/routes/shop/listing.tsx?tsr-split=component',
    [],
    ['assets/listing-c1.css'],
  ),
  'assets/listing-l1.js': chunk(
    'assets/listing-l1.js',
    ['assets/queries-q1.js'],
    '/shop/src/routes/shop/listing.tsx?tsr-split=loader',
  ),
  'assets/route-r1.js': chunk(
    'assets/route-r1.js',
    ['assets/shop-pages-p1.js'],
    '/shop/src/routes/shop/route.tsx?tsr-split=component---loader',
  ),
  'assets/shop-pages-p1.js': chunk('assets/shop-pages-p1.js', ['assets/queries-q1.js']),
  'assets/queries-q1.js': chunk('assets/queries-q1.js'),
  'assets/routes-i1.js': chunk(
    'assets/routes-i1.js',
    ['assets/queries-q1.js'],
    '/shop/src/routes/index.tsx?tsr-split=component',
  ),
  'assets/checkout-k1.js': chunk(
    'assets/checkout-k1.js',
    [],
    '/shop/src/routes/shop/checkout.tsx?tsr-split=component',
  ),
  'assets/shop-m1.js': chunk('assets/shop-m1.js', [], '\0virtual:messages/en/shop'),
  'assets/shop-m2.js': chunk('assets/shop-m2.js', [], '\0virtual:messages/tr/shop'),
  'assets/catalog-m1.js': chunk('assets/catalog-m1.js', [], '\0virtual:messages/en/catalog'),
  'assets/startup-s1.css': { type: 'asset' },
};

describe('firstPageModules', () => {
  it("lists each first page's style sheets (start-up's too), route chunks and their imports but start-up's, then its messages by locale", () => {
    const listed = firstPageModules(bundle, entry, [
      { path: '/shop/listing', routes: ['shop/route', 'shop/listing'], messageBundles: ['shop'] },
      { path: '/', routes: ['index'], messageBundles: ['catalog'] },
    ]);
    const [listing, landing] = listed.split(';').map((page) => page.split(' '));
    expect(listing?.[0]).toBe('/shop/listing');
    expect(listing?.slice(1).toSorted()).toEqual(
      [
        '/assets/listing-c1.js',
        '/assets/listing-l1.js',
        '/assets/route-r1.js',
        '/assets/shop-pages-p1.js',
        '/assets/queries-q1.js',
        '/assets/listing-c1.css',
        '/assets/startup-s1.css',
        'en=/assets/shop-m1.js',
        'tr=/assets/shop-m2.js',
      ].toSorted(),
    );
    expect(landing).toEqual([
      '/',
      '/assets/startup-s1.css',
      '/assets/routes-i1.js',
      '/assets/queries-q1.js',
      'en=/assets/catalog-m1.js',
    ]);
  });
});
