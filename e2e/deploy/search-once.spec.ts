import { expect, SHOPPER, test, type Page } from '../fixtures';
import { proxyBackendA, SEARCH_ONCE_API_PORT, SEARCH_ONCE_PORT, startShop } from './deploy-servers';

// The project `deploy-nginx`: a search reaches the backend once per keyword, also when it is typed as the page
// opens on a first visit, while the shop's service worker installs and takes the page (src/app/service-worker/).
// The shop here has a backend of its own: backend A behind a proxy that notes every search reaching it.

/** Backend A behind its proxy, noting the searches' GETs in the order they come, by keyword (decoded). */
async function countingProxy() {
  const searches: string[] = [];
  const proxy = await proxyBackendA(SEARCH_ONCE_API_PORT, (method, path) => {
    if (method === 'GET' && path.startsWith(SEARCH_PATH))
      searches.push(decodeURIComponent(path.slice(SEARCH_PATH.length)));
  });
  return {
    ...proxy,
    /** How many times the backend was asked for `keyword`. */
    count: (keyword: string) => searches.filter((each) => each === keyword).length,
  };
}
const SEARCH_PATH = '/api/shop/search/';

/**
 * Searches for `keyword` (plain letters, sent as typed) and waits until the backend has been asked for it: whatever
 * the keywords before it sent more (a retry, a second debounce, a hand-over to the worker) came in before it.
 */
async function searchUntilAsked(
  page: Page,
  proxy: Awaited<ReturnType<typeof countingProxy>>,
  keyword: string,
) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(keyword);
  await expect.poll(() => proxy.count(keyword), { timeout: 20_000 }).toBeGreaterThan(0);
}

test('a keyword typed as the page opens on a first visit reaches the backend once, and so does the next', async ({
  browser,
}) => {
  test.slow();
  const proxy = await countingProxy();
  const shop = await startShop({ name: 'search-once', port: SEARCH_ONCE_PORT, apiUrl: proxy.origin });
  try {
    // Signed in on another device, as it were: the session goes over, the worker does not.
    const signing = await browser.newContext();
    const signingPage = await signing.newPage();
    await signingPage.goto(`${shop.origin}/auth/login`);
    await signingPage.getByLabel('Email').fill(SHOPPER.email);
    await signingPage.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    await signingPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(signingPage).not.toHaveURL(/\/auth\/login/);
    const storageState = await signing.storageState();
    await signing.close();

    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    await page.goto(`${shop.origin}/shop/search`);
    const input = page.getByRole('searchbox', { name: 'Search' });
    await input.pressSequentially('parf', { delay: 30 });
    await expect(page.getByRole('article', { name: 'Gül Yağı Parfümü, 10 ml' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);

    // With the worker in charge, the next keyword goes once too (through the worker, which keeps its answer).
    await input.fill('kahve');
    await expect(
      page.getByRole('article', { name: 'Türk Kahvesi (Kurukahveci style), 250 g' }),
    ).toBeVisible();
    await searchUntilAsked(page, proxy, 'baklava');
    expect(proxy.count('parf')).toBe(1);
    expect(proxy.count('kahve')).toBe(1);
    // The shop's two probes of how this backend reads a keyword went once each, and were not asked for again.
    expect([proxy.count('['), proxy.count('[[]')]).toEqual([1, 1]);
    await context.close();
  } finally {
    await shop.stop();
    await proxy.close();
  }
});
