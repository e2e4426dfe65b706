import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, SHOPPER, ADMIN, signIn, test, type Page } from '../fixtures';
import {
  KEPT_CATALOG_CACHE,
  ON_DEMAND_CODE_CACHE,
  SHOP_WORKER_FILE,
} from '../../src/lib/device/worker-names';
import { adminOnlyFiles, networkBoundFiles, readManifest } from '../../tools/manifest';
import { API_A, DIST, startShop, UPDATE_PORT } from './deploy-servers';

// The project `deploy-nginx`: the deploy build behind nginx, with the shop's service worker, against loopback
// backend A. What the worker keeps, and what it never keeps (docs/architecture.md#kept-on-the-device).

/** Resolves once the shop's service worker controls the page and keeps at least one catalog answer. */
async function offlineCopyReady(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async (cacheName) => {
          if (!navigator.serviceWorker.controller) return 0;
          const kept = await caches.open(cacheName);
          return (await kept.keys()).filter((request) => request.url.includes('/api/shop/products/get?'))
            .length;
        }, KEPT_CATALOG_CACHE),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
}

/** From now on, counts `page`'s requests in flight; the function returned waits for 500 ms with none. */
function quietWatch(page: Page) {
  let inFlight = 0;
  let changedAt = Date.now();
  const change = (by: number) => {
    inFlight += by;
    changedAt = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return () =>
    expect
      .poll(() => inFlight === 0 && Date.now() - changedAt >= 500, { intervals: [100], timeout: 20_000 })
      .toBe(true);
}

/** Every address and body kept in Cache Storage, to look for what it must never hold. */
function cacheStorageContents(page: Page) {
  return page.evaluate(async () => {
    const contents: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        contents.push({ url: request.url, body: response ? await response.text() : '' });
      }
    }
    return contents;
  });
}

interface ProductRecord {
  _id: string;
  title: string;
  description: string;
  category: string;
  brand: string;
  image: string;
  price: number;
  salePrice: number;
  totalStock: number;
}

/** The first product of the listing's default view (the cheapest), as backend A answers. */
async function cheapestProduct() {
  const answer = await fetch(`${API_A}/api/shop/products/get?sortBy=price-lowtohigh`);
  const { data } = (await answer.json()) as { data: ProductRecord[] };
  const [first] = data;
  if (!first) throw new Error('backend A has no products');
  return first;
}

/** Renames a product at backend A, as an admin would; returns how to put the old title back. */
async function renameAtBackend(productId: string, title: string) {
  const login = await fetch(`${API_A}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const detail = await fetch(`${API_A}/api/shop/products/get/${productId}`);
  const { data: product } = (await detail.json()) as { data: ProductRecord };
  const edit = (newTitle: string) =>
    fetch(`${API_A}/api/admin/products/edit/${productId}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ ...product, title: newTitle }),
    }).then((response) => expect(response.status).toBe(200));
  await edit(title);
  return () => edit(product.title);
}

test('offline after one visit: the listing, a filter and the dialog work, the cart needs the network, and back online a change at the backend shows by itself', async ({
  page,
  context,
}) => {
  test.slow();
  const consoleErrors: string[] = [];
  await signIn(page, SHOPPER);
  await page.goto('/shop/listing');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await offlineCopyReady(page);

  await context.setOffline(true);
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.reload();
  await expect(cards.first()).toBeVisible();
  await expect(page.getByText('You are offline')).toBeVisible();

  // A filter: computed from the list kept on the device.
  await page.getByRole('checkbox', { name: 'Honey' }).check();
  await expect
    .poll(async () => {
      const texts = await cards.allTextContents();
      return texts.length > 0 && texts.every((text) => text.includes('Honey'));
    })
    .toBe(true);
  await page.getByRole('checkbox', { name: 'Honey' }).uncheck();

  // The product dialog: the first card's product (the cheapest), from the list kept on the device.
  const first = await cheapestProduct();
  await cards.first().getByRole('button', { name: first.title }).click();
  await expect(page.getByRole('dialog', { name: first.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The cart: it needs the network, and says so.
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toContainText(
    'The cart needs the network. It shows again once you are back online.',
  );
  await page.keyboard.press('Escape');
  expect(
    consoleErrors.filter((text) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(text)),
  ).toEqual([]);

  // Back online: the first product, renamed at the backend meanwhile, shows its new title without a reload.
  const renamed = `${first.title} (renamed while offline)`;
  const restore = await renameAtBackend(first._id, renamed);
  try {
    await context.setOffline(false);
    await expect(page.getByText('You are offline')).toBeHidden();
    await expect(cards.first().getByRole('button', { name: renamed })).toBeVisible({ timeout: 20_000 });
  } finally {
    await restore();
  }
});

test('after a sign-out, an offline reload shows a guest nothing of the last shopper, and Cache Storage holds none of it', async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, SHOPPER);
  await page.goto('/shop/account');
  await expect(page.getByRole('columnheader', { name: 'Order ID' })).toBeVisible();
  await page.goto('/shop/listing');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await offlineCopyReady(page);

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.goto('/shop/listing');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText(SHOPPER.userName)).toHaveCount(0);

  const kept = await cacheStorageContents(page);
  expect(kept.length).toBeGreaterThan(0);
  for (const { url, body } of kept) {
    expect(url).not.toMatch(/\/api\/(auth|shop\/(cart|address|order)|admin)\b|\/api\/shop\/review\/add/);
    expect(body).not.toContain(SHOPPER.userName);
    expect(body).not.toContain(SHOPPER.email);
  }
});

/** The paths a cache of Cache Storage holds (`workbox-precache…` for the precache), none when it is not there. */
function cachedPaths(page: Page, cacheName: string) {
  return page.evaluate(async (wanted) => {
    const name = (await caches.keys()).find((key) => key.startsWith(wanted));
    if (!name) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);
}

test("a guest's first visit precaches none of the back office's or the account's code; an admin's pages keep theirs until sign-out", async ({
  page,
}) => {
  test.slow();
  const manifest = readManifest(DIST);
  const adminOnly = [...adminOnlyFiles(manifest)].map((file) => `/${file}`);
  expect(adminOnly.length).toBeGreaterThan(5);
  const networkBound = [...networkBoundFiles(manifest)].map((file) => `/${file}`);
  const accountPage = `/${manifest['src/routes/shop/account.tsx?tsr-split=component---loader']?.file ?? ''}`;
  expect(networkBound).toContain(accountPage);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  // The worker takes the page once its install (the precache) is complete.
  await expect
    .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 })
    .toBe(true);
  const precached = await cachedPaths(page, 'workbox-precache');
  expect(precached).toContain(
    '/assets/' +
      (await readdir(join(DIST, 'assets'))).find(
        (file) => file.startsWith('startup-') && file.endsWith('.js'),
      ),
  );
  expect(precached.filter((path) => networkBound.includes(path))).toEqual([]);
  expect(precached.some((path) => path.startsWith('/icons/'))).toBe(false);

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await cachedPaths(page, ON_DEMAND_CODE_CACHE)).filter((path) => adminOnly.includes(path)).length,
    )
    .toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect.poll(() => page.evaluate((name) => caches.has(name), ON_DEMAND_CODE_CACHE)).toBe(false);
});

test('a new version deployed while tabs are open is offered with Reload in each, and a tab’s code changes only when chosen there', async ({
  page,
}) => {
  test.slow();
  const shop = await startShop({ name: 'update', port: UPDATE_PORT, apiUrl: API_A });
  try {
    await page.goto(`${shop.origin}/`);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    await page.evaluate(() => Object.assign(window, { tabBeforeTheDeploy: true }));
    const pageQuiet = quietWatch(page);
    // A second tab of the shop, open through the deploy as well.
    const other = await page.context().newPage();
    const otherQuiet = quietWatch(other);
    await other.goto(`${shop.origin}/`);
    await expect.poll(() => other.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await other.evaluate(() => Object.assign(window, { tabBeforeTheDeploy: true }));

    // The new version: its worker (and so its precache list) differs from the running one.
    const sites = join(shop.runDir, 'sites');
    const [start] = await readdir(sites);
    const site = join(sites, start ?? '', 'site');
    const worker = join(site, SHOP_WORKER_FILE);
    await writeFile(worker, `${await readFile(worker, 'utf8')}\n// the next build\n`);

    // A tab looks for a new version whenever it is shown again; both are offered it.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(page.getByText('A new version of the shop is ready')).toBeVisible({ timeout: 20_000 });
    await expect(other.getByText('A new version of the shop is ready')).toBeVisible({ timeout: 20_000 });
    // Installed and waiting: the tab still runs its code, under its first worker.
    expect(await page.evaluate(() => 'tabBeforeTheDeploy' in window)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null),
    ).toBe(true);

    // The shopper presses Reload in the tab they are looking at, with both tabs settled. A tab still loading
    // (here the one opened last, and the first, whose idle-time downloads run once it is in front again) can
    // send a request to the running worker as it stops for the new one: Chromium then starts it again and the
    // new version waits until the running one has been idle for a while (up to 5 minutes), a browser race this
    // test is not about.
    await page.bringToFront();
    await Promise.all([pageQuiet(), otherQuiet()]);
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    expect(await page.evaluate(() => 'tabBeforeTheDeploy' in window)).toBe(false);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBe(null);
    await expect(page.getByText('A new version of the shop is ready')).toHaveCount(0);

    // The other tab: now under the new worker, its code still its own, and its Reload still works.
    const otherReload = other.getByRole('button', { name: 'Reload' });
    await expect(otherReload).toBeVisible();
    expect(await other.evaluate(() => 'tabBeforeTheDeploy' in window)).toBe(true);
    await Promise.all([other.waitForEvent('load'), otherReload.click()]);
    expect(await other.evaluate(() => 'tabBeforeTheDeploy' in window)).toBe(false);
    await expect(other.getByText('A new version of the shop is ready')).toHaveCount(0);
  } finally {
    await shop.stop();
  }
});
