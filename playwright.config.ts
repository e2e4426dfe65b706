import { defineConfig } from '@playwright/test';
import { SHOP as DEPLOY_SHOP } from './e2e/deploy/deploy-servers';
import type { DataShape, ServerManners } from './e2e/fixtures';
import { chromium, mockBackendBuild, phone } from './e2e/playwright-shared';

const PORT = Number(process.env.E2E_PORT ?? 4391);
// Separate build folders let several Playwright runs share one checkout.
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';
const baseURL = `http://localhost:${PORT}`;

export default defineConfig<object, { mockShape: DataShape; mockServer: ServerManners }>({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On CI a failed test runs once more, so the report shows whether it is flaky; a test that passes only on
  // its retry still fails the run (failOnFlakyTests): a retry must never hide a flaky test.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // Recording a trace costs each test about 15 % more time (measured on 27 tests: 84 s against 72 s); on CI a
    // failed test runs again, and that run is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      // The deploy build behind nginx, the phone specs and the original server's manners have projects of their own.
      testIgnore: [/e2e[\\/](deploy|phone)[\\/]/, /original-server\.spec\.ts$/],
      use: chromium,
    },
    // The shop on a phone (Pixel 7: 412 × 915 screen, touch, mobile viewport) on the same mock-backend build: the
    // shopper journey, axe with WCAG 2.2 AA (target size included) and the layout checks of e2e/phone/.
    {
      name: 'phone',
      testMatch: /e2e[\\/]phone[\\/][^\\/]+\.spec\.ts$/,
      use: phone,
    },
    // The tests whose outcome hangs on how the backend stores its data, once more against the mock backend in
    // the original backend's data shape (category ids, prices as text, 404 for empty lists…): those tagged
    // @data-shape (categories, prices and totals, order lines, cart answers, the product edit). A test whose steps
    // read no stored value differently (a double click, a keyboard path, axe) runs in `chromium` only.
    {
      name: 'original-shape',
      use: { ...chromium, mockShape: 'original' },
      grep: /@data-shape/,
      testMatch: [
        'catalog.spec.ts',
        'landing.spec.ts',
        'cart-add.spec.ts',
        'cart-sheet.spec.ts',
        'checkout.spec.ts',
        'account.spec.ts',
        'buy-again.spec.ts',
        'admin-orders.spec.ts',
        'admin-products.spec.ts',
        'admin-scale.spec.ts',
        'admin-back-office.spec.ts',
      ],
    },
    // The shopper's and the admin's main journeys against the mock with the manners of the contract's original
    // server (a cookie session and no token, routes it lacks, a search keyword read as a pattern) and its data shape.
    {
      name: 'original-server',
      use: { ...chromium, mockShape: 'original', mockServer: 'original' },
      testMatch: ['original-server.spec.ts'],
    },
    // A deploy build (npm run build:deploy) served by nginx with deploy/nginx.conf through deploy/start.sh, against
    // loopback backends: the setup builds (or reuses E2E_DEPLOY_DIST) and starts them, the teardown stops them.
    {
      name: 'deploy-nginx-setup',
      testMatch: /e2e[\\/]deploy[\\/]deploy\.setup\.ts$/,
      teardown: 'deploy-nginx-teardown',
    },
    { name: 'deploy-nginx-teardown', testMatch: /e2e[\\/]deploy[\\/]deploy\.teardown\.ts$/ },
    {
      name: 'deploy-nginx',
      testMatch: /e2e[\\/]deploy[\\/][^\\/]+\.spec\.ts$/,
      dependencies: ['deploy-nginx-setup'],
      use: { ...chromium, baseURL: DEPLOY_SHOP },
    },
  ],
  // The production build on the mock backend (VITE_API_URL unset), served as a user would get it.
  webServer: mockBackendBuild(PORT, OUT_DIR),
});
