import { describe, expect, it } from 'vitest';
import { PAGES_CONFIGURATION_PLACEHOLDER } from '../build-names.ts';
import { adminOnlyFiles, networkBoundFiles, type Manifest } from '../manifest.ts';
import { pageRevisions, pagesNotPrecached, withoutFiles } from './service-worker.ts';

const entries = [
  { url: 'index.html', revision: 'abc', size: 1 },
  { url: 'auth/login.html', revision: 'def', size: 1 },
  { url: 'assets/startup-x1.js', revision: null, size: 1 },
];

describe("the worker's precache list", () => {
  it("gives a deploy build's pages a revision that deploy/start.sh completes with what it wrote into them", () => {
    const revisions = pageRevisions(entries, true).map((entry) => entry.revision);
    expect(revisions).toEqual([
      `abc${PAGES_CONFIGURATION_PLACEHOLDER}`,
      `def${PAGES_CONFIGURATION_PLACEHOLDER}`,
      null,
    ]);
  });

  it('leaves a build with its backend baked in as it is', () => {
    expect(pageRevisions(entries, false)).toEqual(entries);
  });

  it('keeps the pages shoppers reload and leaves the sign-up page to the network', () => {
    const built = [
      'landing.html',
      'index.html',
      'auth/login.html',
      'auth/register.html',
      'shop/listing.html',
    ];
    const kept = withoutFiles(
      built.map((url) => ({ url, revision: 'r', size: 1 })),
      pagesNotPrecached(),
    ).map((entry) => entry.url);
    expect(kept).toEqual(['landing.html', 'index.html', 'auth/login.html', 'shop/listing.html']);
  });
});

/**
 * A build's manifest in small: the entry, start-up, a shop page, the account (which needs the network), the
 * admin's pages and what they load.
 */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_startup.js'] },
  '_startup.js': {
    file: 'assets/startup-1.js',
    dynamicImports: [
      'src/routes/shop/listing.tsx?tsr-split=component',
      'src/routes/shop/account.tsx?tsr-split=component',
      'src/routes/admin/dashboard.tsx?tsr-split=component',
      'virtual:messages/en/shop',
      'virtual:messages/en/admin',
    ],
  },
  'src/routes/shop/listing.tsx?tsr-split=component': {
    file: 'assets/listing-1.js',
    css: ['assets/listing-1.css'],
    imports: ['_shared.js'],
  },
  'src/routes/admin/dashboard.tsx?tsr-split=component': {
    file: 'assets/dashboard-1.js',
    css: ['assets/dashboard-1.css'],
    imports: ['_shared.js', '_admin.js'],
    dynamicImports: ['src/features/admin-dashboard/revenue-chart.tsx'],
  },
  'src/routes/shop/account.tsx?tsr-split=component': {
    file: 'assets/account-1.js',
    imports: ['_shared.js', '_addresses.js'],
  },
  '_addresses.js': { file: 'assets/addresses-1.js' },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_admin.js': { file: 'assets/admin-1.js' },
  'src/features/admin-dashboard/revenue-chart.tsx': {
    file: 'assets/revenue-chart-1.js',
    isDynamicEntry: true,
  },
  'virtual:messages/en/shop': { file: 'assets/shop-messages-1.js' },
  'virtual:messages/en/admin': { file: 'assets/admin-messages-1.js' },
};

describe('what the worker leaves out of its precache', () => {
  it('is what only the back office loads: its pages, their style sheets, lazily loaded chart and messages', () => {
    expect([...adminOnlyFiles(manifest)].sort()).toEqual([
      'assets/admin-1.js',
      'assets/admin-messages-1.js',
      'assets/dashboard-1.css',
      'assets/dashboard-1.js',
      'assets/revenue-chart-1.js',
    ]);
  });

  it("and what only the pages that need the network load: the account's code, not what it shares", () => {
    expect([...networkBoundFiles(manifest)].sort()).toEqual([
      'assets/account-1.js',
      'assets/addresses-1.js',
      'assets/admin-1.js',
      'assets/admin-messages-1.js',
      'assets/dashboard-1.css',
      'assets/dashboard-1.js',
      'assets/revenue-chart-1.js',
    ]);
  });

  it('keeps what the shop loads too, even when a left-out page shares it, and every page and picture', () => {
    const precache = [
      'index.html',
      'assets/startup-1.js',
      'assets/listing-1.js',
      'assets/shared-1.js',
      'assets/account-1.js',
      'assets/dashboard-1.js',
      'assets/revenue-chart-1.js',
      'images/categories/honey.svg',
    ].map((url) => ({ url, revision: null, size: 1 }));
    expect(withoutFiles(precache, networkBoundFiles(manifest)).map((entry) => entry.url)).toEqual([
      'index.html',
      'assets/startup-1.js',
      'assets/listing-1.js',
      'assets/shared-1.js',
      'images/categories/honey.svg',
    ]);
  });
});
