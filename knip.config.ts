import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (npm run lint). Knip finds the app from index.html and the routes, the
 * tests and configs through its Vite, Vitest, Playwright and ESLint plugins; listed here is what starts some
 * other way: the service worker (built by vite-plugin-pwa), the scripts run with `node`, and the deploy's files.
 */
const config: KnipConfig = {
  entry: [
    'src/app/service-worker/sw.ts',
    'e2e/deploy/deploy.{setup,teardown}.ts',
    // Started by the deploy tests' setup and by the bench as a process of its own.
    'e2e/deploy/serve-api.ts',
    'tools/bench/*.ts',
    'tools/make-app-icons.ts',
    // deploy/start.sh copies it in as the worker when SERVICE_WORKER=remove.
    'deploy/remove-worker.js',
  ],
  project: [
    'src/**/*.{ts,tsx}',
    'mocks/**/*.{ts,tsx}',
    'e2e/**/*.ts',
    'tools/**/*.{ts,js,mjs}',
    '.ci/*.mjs',
    'deploy/*.js',
  ],
  // deploy-servers.ts runs `flock` from util-linux, as deploy/start.sh does.
  ignoreBinaries: ['flock'],
  // Stryker's config names its options type for the editor only (a JSDoc import of a package Stryker brings).
  ignoreDependencies: ['@stryker-mutator/api'],
};

export default config;
