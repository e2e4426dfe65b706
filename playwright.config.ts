import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4391);
const baseURL = `http://localhost:${PORT}`;
// This machine cannot download Playwright's browser: use the system Chromium when it is there.
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: existsSync(systemChromium)
          ? {
              executablePath: systemChromium,
              args: [
                '--no-sandbox',
                '--disable-gpu',
                '--disable-quic',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
              ],
            }
          : {},
      },
    },
  ],
  // The production build on the mock backend (VITE_API_URL unset), served as a user would get it.
  webServer: {
    command: `npx vite build --logLevel warn && npx vite preview --port ${PORT} --strictPort`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: { VITE_API_URL: '' },
  },
});
