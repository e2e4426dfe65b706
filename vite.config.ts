/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { firstPages } from './src/boot/first-pages.ts';
import { MESSAGE_BUNDLES } from './src/lib/i18n/message-bundles.ts';
import { buildMode } from './tools/build-mode.ts';
import { codeSplitting, omitStartupChunks } from './tools/code-splitting.ts';
import { messageCatalogs } from './tools/vite-plugins/message-catalogs.ts';
import { contentSecurityPolicy } from './tools/vite-plugins/content-security-policy.ts';
import { firstPageModulesMeta } from './tools/vite-plugins/first-page-modules.ts';
import { mockServiceWorker } from './tools/vite-plugins/mock-service-worker.ts';
import { precompress } from './tools/vite-plugins/precompress.ts';
import { preloadStartupChunks } from './tools/vite-plugins/preload-startup-chunks.ts';
import { prerenderShells } from './tools/vite-plugins/prerender-shells.ts';
import { shopServiceWorker } from './tools/vite-plugins/service-worker.ts';
import { shopVersion } from './tools/vite-plugins/shop-version.ts';
import { unitTestProjects } from './tools/unit-test-projects.ts';

// The build's plugins live in tools/ (one file and one unit test each); this file only lists them.
export default defineConfig(({ mode, isSsrBuild }) => {
  const { apiUrl, apiUrlAtStart, mockMode } = buildMode(
    mode,
    loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL || process.env.VITE_API_URL,
  );
  return {
    plugins: [
      // The router plugin must run before react(): it rewrites route files for code splitting.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders travel with their page: the entry then carries no fetchers or schemas of other routes.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      }),
      react(),
      messageCatalogs(fileURLToPath(new URL('./src/lib/i18n/catalogs', import.meta.url)), MESSAGE_BUNDLES),
      mockServiceWorker(mockMode),
      contentSecurityPolicy(apiUrl, apiUrlAtStart),
      preloadStartupChunks(),
      shopVersion(),
      firstPageModulesMeta(firstPages()),
      prerenderShells(firstPages()),
      shopServiceWorker(mockMode, apiUrlAtStart),
      apiUrlAtStart && precompress(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    build: {
      manifest: true,
      modulePreload: { resolveDependencies: omitStartupChunks },
      target: 'es2022',
      rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting } },
    },
    test: unitTestProjects,
  };
});
