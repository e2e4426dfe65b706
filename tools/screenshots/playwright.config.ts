import { defineConfig } from '@playwright/test';
import { chromium, mockBackendBuild, phone } from '../../e2e/playwright-shared';

/**
 * npm run screenshots: the README's pictures (docs/screenshots/*.png), taken from the same build and browser as
 * the end-to-end tests (e2e/playwright-shared.ts). A config of its own, so npm test never runs it. E2E_PORT and
 * E2E_OUT_DIR move its server and build folder, as for the tests; by default they are its own.
 */
const PORT = Number(process.env.E2E_PORT ?? 4398);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e-screenshots';

export default defineConfig({
  testDir: '.',
  testMatch: 'screenshots.spec.ts',
  outputDir: '../../test-results/screenshots',
  // One picture at a time: the machine's other work then shows as time, never in a picture.
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The feature image carousel holds its first slide, and nothing moves while a picture is taken.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    { name: 'phone', grep: /@phone/, use: phone },
  ],
  webServer: mockBackendBuild(PORT, OUT_DIR),
});
