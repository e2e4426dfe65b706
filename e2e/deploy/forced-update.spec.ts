import { chmod, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '../fixtures';
import {
  SHOP_VERSION_FILE,
  SHOP_VERSION_META,
  SHOP_VERSION_PATTERN,
  SHOP_WORKER_FILE,
} from '../../src/lib/device/worker-names';
import { API_A, DIST, FORCED_UPDATE_PORT, startShop } from './deploy-servers';

// The project `deploy-nginx`: what an operator does when every device must leave an older version at once
// (docs/deploy.md#forcing-an-update). Both tests restart the shop on one port: one after the other.
test.describe.configure({ mode: 'serial' });

/** A version later than any build's. */
const NEXT_VERSION = '2099-01-01T00:00:00Z';

/**
 * The next build, made from this one: its pages carry a later version, its worker a new revision for each page (so
 * it fetches them), and its version file says so. The code is this build's: what changes is what the page says.
 */
async function nextBuild(): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'lokum-next-build-'));
  await cp(DIST, copy, { recursive: true });
  // mkdtemp makes it private, and start.sh keeps the build's modes: nginx's workers must read it, as any build.
  await chmod(copy, 0o755);
  const files = await readdir(copy, { recursive: true });
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const path = join(copy, file);
    const page = await readFile(path, 'utf8');
    const stamped = page.replace(
      new RegExp(`<meta name="${SHOP_VERSION_META}" content="[^"]*" />`),
      `<meta name="${SHOP_VERSION_META}" content="${NEXT_VERSION}" />`,
    );
    expect(stamped, `${file} carries its version`).not.toBe(page);
    await writeFile(path, stamped);
    await rm(`${path}.gz`, { force: true });
    await rm(`${path}.br`, { force: true });
  }
  const worker = join(copy, SHOP_WORKER_FILE);
  await writeFile(
    worker,
    (await readFile(worker, 'utf8')).replaceAll('@PAGES_CONFIGURATION@', 'next@PAGES_CONFIGURATION@'),
  );
  await rm(`${worker}.gz`, { force: true });
  await rm(`${worker}.br`, { force: true });
  await writeFile(
    join(copy, SHOP_VERSION_FILE),
    `${JSON.stringify({ version: NEXT_VERSION, minimum: null })}\n`,
  );
  return copy;
}

/** Whether the page still runs the code it had when the test marked it (false once it has reloaded). */
function stillTheMarkedTab(page: Page) {
  return page.evaluate(() => 'markedTab' in window).catch(() => undefined);
}

async function openUnderTheWorker(page: Page, origin: string) {
  await page.goto(`${origin}/`);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.evaluate(() => Object.assign(window, { markedTab: true }));
}

test('raising the minimum version makes an open tab on an older version reload into the new one, without a Reload', async ({
  page,
}) => {
  test.slow();
  const next = await nextBuild();
  let shop = await startShop({ name: 'forced-update', port: FORCED_UPDATE_PORT, apiUrl: API_A });
  try {
    await openUnderTheWorker(page, shop.origin);
    const version = await page.locator(`meta[name="${SHOP_VERSION_META}"]`).getAttribute('content');
    expect(version).toMatch(SHOP_VERSION_PATTERN);
    const before = (await (await fetch(`${shop.origin}/${SHOP_VERSION_FILE}`)).json()) as unknown;
    expect(before).toEqual({ version, minimum: null });

    // The security release: the next build, started with every older version below the minimum.
    await shop.stop();
    shop = await startShop({
      name: 'forced-update',
      port: FORCED_UPDATE_PORT,
      apiUrl: API_A,
      dist: next,
      env: { MINIMUM_VERSION: 'current' },
    });
    const served = await fetch(`${shop.origin}/${SHOP_VERSION_FILE}`);
    expect(served.headers.get('cache-control')).toBe('no-cache');
    expect(await served.json()).toEqual({ version: NEXT_VERSION, minimum: NEXT_VERSION });

    // The tab looks for a new version when it is shown again: it reloads into the next build by itself.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => stillTheMarkedTab(page), { timeout: 30_000 }).toBe(false);
    await expect(page.locator(`meta[name="${SHOP_VERSION_META}"]`)).toHaveAttribute('content', NEXT_VERSION);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect(page.getByText('A new version of the shop is ready')).toHaveCount(0);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return {
            controlled: navigator.serviceWorker.controller !== null,
            waiting: registration?.waiting ?? null,
          };
        }),
      )
      .toEqual({ controlled: true, waiting: null });

    // A new tab gets the next build too, from the worker's copy.
    const other = await page.context().newPage();
    await other.goto(`${shop.origin}/`);
    await expect(other.locator(`meta[name="${SHOP_VERSION_META}"]`)).toHaveAttribute('content', NEXT_VERSION);
    await other.close();
  } finally {
    await shop.stop();
    await rm(next, { recursive: true, force: true });
  }
});

test('the emergency exit: SERVICE_WORKER=remove takes the worker, its caches and their records off the device', async ({
  page,
}) => {
  test.slow();
  let shop = await startShop({ name: 'forced-update', port: FORCED_UPDATE_PORT, apiUrl: API_A });
  try {
    await openUnderTheWorker(page, shop.origin);
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);

    await shop.stop();
    shop = await startShop({
      name: 'forced-update',
      port: FORCED_UPDATE_PORT,
      apiUrl: API_A,
      env: { SERVICE_WORKER: 'remove' },
    });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

    // The removing worker reloads the open tab, and nothing of the shop's worker is left on the device.
    await expect.poll(() => stillTheMarkedTab(page), { timeout: 30_000 }).toBe(false);
    await expect
      .poll(
        () =>
          page
            .evaluate(async () => ({
              registrations: (await navigator.serviceWorker.getRegistrations()).length,
              caches: await caches.keys(),
              databases: (await indexedDB.databases()).map((database) => database.name),
            }))
            .catch(() => undefined),
        { timeout: 30_000 },
      )
      .toEqual({ registrations: 0, caches: [], databases: [] });
    // The shop itself still works, from the network.
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  } finally {
    await shop.stop();
  }
});
