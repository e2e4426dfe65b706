import { createServer, request as forward } from 'node:http';
import { expect, SHOPPER, test, type Page } from '../fixtures';
import { API_A, SEARCH_ONCE_API_PORT, SEARCH_ONCE_PORT, startShop } from './deploy-servers';

// The project `deploy-nginx`: a search reaches the backend once per keyword, also when it is typed as the page
// opens on a first visit, while the shop's service worker installs and takes the page (src/app/service-worker/).
// The shop here has a backend of its own: backend A behind a proxy that notes every search reaching it.

/** Backend A behind a proxy on SEARCH_ONCE_API_PORT that notes the searches' GETs, by keyword (decoded). */
async function countingProxy() {
  const target = new URL(API_A);
  const searches: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '';
    if (incoming.method === 'GET' && path.startsWith('/api/shop/search/'))
      searches.push(decodeURIComponent(path.slice('/api/shop/search/'.length)));
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path,
        headers: incoming.headers,
      },
      (answer) => {
        const origin = incoming.headers.origin;
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          ...(origin ? { 'access-control-allow-origin': origin } : {}),
        });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(SEARCH_ONCE_API_PORT, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${SEARCH_ONCE_API_PORT}`,
    /** How many times the backend was asked for `keyword`. */
    count: (keyword: string) => searches.filter((each) => each === keyword).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until the shop's worker controls the page and has had the page's hand-over (register.ts). */
async function workerInCharge(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
  // The hand-over follows the worker's taking the page; the worker fetches what it is handed at once.
  await page.waitForTimeout(2_000);
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
    await workerInCharge(page);
    expect(proxy.count('parf')).toBe(1);
    // The shop's two probes of how this backend reads a keyword went once each, and were not asked for again.
    expect([proxy.count('['), proxy.count('[[]')]).toEqual([1, 1]);

    // With the worker in charge, the next keyword goes once too (through the worker, which keeps its answer).
    await input.fill('kahve');
    await expect(
      page.getByRole('article', { name: 'Türk Kahvesi (Kurukahveci style), 250 g' }),
    ).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(proxy.count('kahve')).toBe(1);
    await context.close();
  } finally {
    await shop.stop();
    await proxy.close();
  }
});
