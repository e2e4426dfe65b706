import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PAGES_CONFIGURATION_PLACEHOLDER, SHOP_WORKER_FILE } from '../build-names.ts';

/** What the worker precaches: the pages, the code, the style sheets, the catalogues, icons and category pictures. */
export const PRECACHED_FILES = [
  '*.html',
  '{auth,shop}/*.html',
  'assets/*.{js,css,woff2}',
  '*.{svg,webmanifest}',
  'icons/*.png',
  'images/categories/*.svg',
];

/**
 * The back office's own heavy parts, left out of the precache: every shopper's first visit would download them
 * (about 170 KB compressed, the chart's 139 KB above all), and the back office needs the network anyway.
 */
export const NOT_PRECACHED_FILES = [
  'assets/revenue-chart-*',
  'assets/product-form-drawer-*',
  'assets/image-upload-*',
  'assets/csv-*',
  'assets/*-csv-*',
  'assets/export-csv-button-*',
];

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * A page's revision in the precache list. A deploy build's pages are rewritten by each start (deploy/start.sh writes
 * the API's address into them): their revision carries a placeholder that start.sh fills in, so pointing the same
 * build at another backend gives the worker new pages to fetch.
 */
export function pageRevisions(entries: ManifestEntry[], apiUrlAtStart: boolean): ManifestEntry[] {
  if (!apiUrlAtStart) return entries;
  return entries.map((entry) =>
    entry.url.endsWith('.html')
      ? { ...entry, revision: `${entry.revision ?? ''}${PAGES_CONFIGURATION_PLACEHOLDER}` }
      : entry,
  );
}

/**
 * The shop's service worker (src/app/service-worker/sw.ts, built with vite-plugin-pwa's injectManifest on
 * Workbox), for the builds that talk to a real backend. The mock build has none: MSW's worker runs there, and two
 * workers never control one build. The app registers it itself (src/app/service-worker/register.ts), and the
 * shop's web app manifests are its own (public/), so the plugin writes neither.
 */
export function shopServiceWorker(mockMode: boolean, apiUrlAtStart: boolean): PluginOption {
  return VitePWA({
    disable: mockMode,
    strategies: 'injectManifest',
    srcDir: 'src/app/service-worker',
    // Written as sw.js at the site's root, the name the app registers (SHOP_WORKER_FILE).
    filename: SHOP_WORKER_FILE.replace(/\.js$/, '.ts'),
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: PRECACHED_FILES,
      globIgnores: NOT_PRECACHED_FILES,
      // The biggest chunk (the admin's charts) is about 400 KB before compression.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      manifestTransforms: [(entries) => ({ manifest: pageRevisions(entries, apiUrlAtStart), warnings: [] })],
      minify: true,
    },
  });
}
