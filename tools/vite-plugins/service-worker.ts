import { resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PAGES_CONFIGURATION_PLACEHOLDER, SHOP_WORKER_FILE } from '../build-names.ts';
import { networkBoundFiles, readManifest } from '../manifest.ts';
import { firstPages } from '../../src/boot/first-pages.ts';
import { shellFileName } from './prerender-shells.ts';

/**
 * What the worker may precache: the pages (those the first pages' list marks `precached`), the code, the style
 * sheets, the catalogs and category pictures. The code only the back office and the pages that need the network
 * load is taken out of it (networkBoundFiles): every shopper's first visit would download it (the back office's
 * chart alone is 139 KB compressed), and offline it could show nothing. The worker keeps it when a page loads it
 * (src/app/service-worker/sw.ts). The install icons are left to the browser, which fetches them itself when it
 * offers to install the shop.
 */
const PRECACHED_FILES = [
  '*.html',
  '{auth,shop}/*.html',
  'assets/*.{js,css,woff2}',
  '*.{svg,webmanifest}',
  'images/categories/*.svg',
];

interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** The prerendered pages the worker leaves to the network (src/boot/first-pages.ts: not `precached`). */
export function pagesNotPrecached(): Set<string> {
  return new Set(
    firstPages()
      .filter((page) => page.prerendered && !page.precached)
      .map((page) => shellFileName(page.path)),
  );
}

/** The precache list without the files left to load on use. */
export function withoutFiles(entries: ManifestEntry[], leftOut: ReadonlySet<string>): ManifestEntry[] {
  return entries.filter((entry) => !leftOut.has(entry.url));
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
  let outDir = 'dist';
  const readOutDir: Plugin = {
    name: 'shop-worker-out-dir',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  return [
    readOutDir,
    VitePWA({
      disable: mockMode,
      strategies: 'injectManifest',
      srcDir: 'src/app/service-worker',
      // Written as sw.js at the site's root, the name the app registers (SHOP_WORKER_FILE).
      filename: SHOP_WORKER_FILE.replace(/\.js$/, '.ts'),
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: PRECACHED_FILES,
        // The biggest chunk (the admin's charts) is about 400 KB before compression.
        maximumFileSizeToCacheInBytes: 1024 * 1024,
        // Vite's manifest is written by the time the worker is built (after the bundle is closed).
        manifestTransforms: [
          (entries) => ({
            manifest: pageRevisions(
              withoutFiles(
                entries,
                new Set([...networkBoundFiles(readManifest(outDir)), ...pagesNotPrecached()]),
              ),
              apiUrlAtStart,
            ),
            warnings: [],
          }),
        ],
        minify: true,
      },
    }),
  ];
}
