import { expect, SHOPPER, test, type Page } from '../fixtures';
import { KEPT_CATALOG_CACHE, KEPT_CATALOG_TIMES_DB } from '../../src/lib/device/worker-names';
import { proxyBackendA, SESSION_END_API_PORT, SESSION_END_PORT, startShop } from './deploy-servers';

// The project `deploy-nginx`: what the shop's service worker keeps of a session once it has ended
// (docs/architecture.md#what-is-kept-where). The shop here has a backend of its own: backend A behind a proxy that
// holds one request until the test lets it through, so that its answer comes back after the sign-out.

/** Backend A behind its proxy, with a GET of `heldPath` held until `release()`; `arrived` once it has come in. */
async function holdingProxy(heldPath: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const proxy = await proxyBackendA(SESSION_END_API_PORT, (method, path) => {
    if (method !== 'GET' || path !== heldPath) return;
    arrive();
    return released;
  });
  return { ...proxy, arrived, release };
}

/** The addresses in the worker's catalog cache, once the worker controls the page; null before. */
function keptAnswers(page: Page) {
  return page.evaluate(async (cacheName) => {
    if (!navigator.serviceWorker.controller) return null;
    if (!(await caches.has(cacheName))) return [];
    return (await (await caches.open(cacheName)).keys()).map((request) => request.url);
  }, KEPT_CATALOG_CACHE);
}

/**
 * The addresses Workbox's expiration has noted a time for (IndexedDB). The database is opened only when it exists:
 * opening creates it, and one without its store would break the worker's.
 */
function keptTimes(page: Page) {
  return page.evaluate(async ({ name, store }) => {
    if (!(await indexedDB.databases()).some((database) => database.name === name)) return [];
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open(name);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(new Error(String(opening.error)));
    });
    try {
      if (!database.objectStoreNames.contains(store)) return [];
      return await new Promise<string[]>((resolve, reject) => {
        const reading = database.transaction(store).objectStore(store).getAll();
        reading.onsuccess = () => resolve((reading.result as { url: string }[]).map((entry) => entry.url));
        reading.onerror = () => reject(new Error(String(reading.error)));
      });
    } finally {
      database.close();
    }
  }, KEPT_CATALOG_TIMES_DB);
}

/** Asks for `url` from the page, through the worker; resolves with the answer's status. */
function fetchFromPage(page: Page, url: string) {
  return page.evaluate((address) => fetch(address).then((answer) => answer.status), url);
}

test('after a sign-out the worker keeps no catalog answer and no time of one, not even of a search answered after it', async ({
  page,
}) => {
  test.slow();
  const heldPath = '/api/shop/search/honey';
  const proxy = await holdingProxy(heldPath);
  const shop = await startShop({ name: 'session-end', port: SESSION_END_PORT, apiUrl: proxy.origin });
  try {
    await page.goto(`${shop.origin}/auth/login`);
    await page.getByLabel('Email').fill(SHOPPER.email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto(`${shop.origin}/shop/listing`);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    // The worker keeps what the shopper looked at, and notes a time for each.
    const isProductList = (url: string) => url.includes('/api/shop/products/get?');
    await expect
      .poll(async () => (await keptAnswers(page))?.some(isProductList) ?? false, { timeout: 20_000 })
      .toBe(true);
    await expect.poll(async () => (await keptTimes(page)).some(isProductList)).toBe(true);

    // A search the worker sends before the sign-out, answered only after it.
    const heldUrl = `${proxy.origin}${heldPath}`;
    const heldAnswer = fetchFromPage(page, heldUrl);
    await proxy.arrived;
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect.poll(() => keptTimes(page)).toEqual([]);
    await expect.poll(() => keptAnswers(page)).toEqual([]);

    proxy.release();
    expect(await heldAnswer).toBe(200);
    // The guest's own search is kept; once it is, the held answer would have been written before it.
    const guestUrl = `${proxy.origin}/api/shop/search/lokum`;
    expect(await fetchFromPage(page, guestUrl)).toBe(200);
    await expect.poll(() => keptAnswers(page)).toContain(guestUrl);
    await expect.poll(() => keptTimes(page)).toContain(guestUrl);
    expect(await keptAnswers(page)).toEqual([guestUrl]);
    expect(await keptTimes(page)).toEqual([guestUrl]);
  } finally {
    proxy.release();
    await shop.stop();
    await proxy.close();
  }
});
