import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { devices, type PlaywrightTestConfig } from '@playwright/test';

/**
 * What the Playwright configs share (playwright.config.ts for the tests, tools/screenshots/playwright.config.ts
 * for the README's pictures): the browser and the build they run against. No test code: a config imports it.
 */

/** The checkout: the build runs from here whichever config starts it. */
const REPO = resolve(import.meta.dirname, '..');

// The system's Chromium headless shell when there is one (CHROMIUM_HEADLESS_SHELL_PATH, default
// /usr/bin/chromium-headless-shell), else the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium), else
// Playwright's own browser (whose headless mode is its own headless shell): .ci/preflight.sh (npm test's first
// step) provides them. The shell is the same Blink without the desktop browser around it: a page load costs it
// about 0.7 s of CPU against Chromium's 1.6 s, and the end-to-end tests are bound by CPU on two cores.
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const systemBrowser = [
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  systemChromium,
].find((path) => existsSync(path));

/** The system Chromium's flags: no sandbox (containers), no GPU, none of its own network traffic. The bench's too. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromiumLaunchOptions = systemBrowser ? { executablePath: systemBrowser, args: CHROMIUM_ARGS } : {};

/**
 * Chromium itself, not its headless shell, for what only the desktop browser does: the shell never checks whether a
 * page can be installed (its installability errors are always none).
 */
export const desktopChromiumLaunchOptions = existsSync(systemChromium)
  ? { executablePath: systemChromium, args: CHROMIUM_ARGS }
  : { channel: 'chromium' };

/** Desktop Chrome (1280 × 720) in that Chromium. */
export const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions };

/** A Pixel 7 (412 × 915 screen, touch, mobile viewport) in that Chromium. */
export const phone = { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions };

/** The production build on the mock backend (VITE_API_URL unset) in `outDir`, served as a user would get it. */
export function mockBackendBuild(
  port: number,
  outDir: string,
): NonNullable<PlaywrightTestConfig['webServer']> {
  return {
    command: `npx vite build --logLevel warn --outDir ${outDir} && npx vite preview --outDir ${outDir} --port ${port} --strictPort`,
    cwd: REPO,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: { VITE_API_URL: '' },
  };
}
