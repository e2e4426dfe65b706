/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';

/**
 * The MSW service worker, served and emitted only in mock mode (VITE_API_URL unset), so a build for a real
 * backend carries no MSW code at all. It comes straight from the installed msw package, so it always
 * matches the library's version.
 */
function mockServiceWorker(mockMode: boolean): Plugin {
  const source = () => readFileSync(fileURLToPath(import.meta.resolve(`msw/${WORKER_FILE}`)), 'utf8');
  const serve = (server: {
    middlewares: { use: (path: string, handler: (req: unknown, res: ServerResponseLike) => void) => void };
  }) => {
    if (!mockMode) return;
    server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.setHeader('Service-Worker-Allowed', '/');
      res.end(source());
    });
  };
  return {
    name: 'mock-service-worker',
    configureServer: serve,
    configurePreviewServer: serve,
    generateBundle() {
      if (mockMode) this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: source() });
    },
  };
}

/**
 * The Content-Security-Policy <meta> of index.html. A production build keeps it strict and adds the API's
 * origin (VITE_API_URL) to connect-src. The dev server drops it: Vite injects inline scripts there (React
 * refresh preamble, HMR client) that `script-src 'self'` would block.
 */
function contentSecurityPolicy(apiUrl: string | undefined): Plugin {
  const META = /\s*<meta\s+http-equiv="Content-Security-Policy"[^>]*>/i;
  let apiOrigin: string | undefined;
  if (apiUrl) {
    const { origin } = new URL(apiUrl);
    // The origin goes into an HTML attribute and a policy: nothing but scheme, host and port may pass.
    if (!/^https?:\/\/[\w.-]+(:\d+)?$|^https?:\/\/\[[\d:a-f.]+\](:\d+)?$/i.test(origin)) {
      throw new Error(`VITE_API_URL has an origin that cannot go into the CSP: ${origin}`);
    }
    apiOrigin = origin;
  }
  return {
    name: 'content-security-policy',
    transformIndexHtml(html, context) {
      if (!META.test(html)) throw new Error('index.html has lost its Content-Security-Policy <meta>');
      if (context.server) return html.replace(META, '');
      if (!apiOrigin) return html;
      return html.replace(META, (meta) =>
        meta.replace("connect-src 'self'", `connect-src 'self' ${apiOrigin}`),
      );
    },
  };
}

interface ServerResponseLike {
  setHeader: (name: string, value: string) => void;
  end: (body: string) => void;
}

// The router plugin must run before react(): it rewrites route files for code splitting.
export default defineConfig(({ mode }) => {
  const apiUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL || process.env.VITE_API_URL || undefined;
  const mockMode = !apiUrl;
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders travel with their page: the entry then carries no fetchers or schemas of other routes.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      }),
      react(),
      mockServiceWorker(mockMode),
      contentSecurityPolicy(apiUrl),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    build: {
      manifest: true,
      target: 'es2022',
      // Every page needs these: one chunk compresses better than a dozen small ones and caches as a unit.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|ky|zustand|use-sync-external-store)[\\/]/,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 15000,
    },
  };
});
