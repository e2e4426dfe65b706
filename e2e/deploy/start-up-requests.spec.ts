import type { Request } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/device/storage-keys';
import { committedTo, expect, signIn, test, type Page } from '../fixtures';
import { API_A } from './deploy-servers';
import { holdFramework, listingProducts } from './early-helpers';

// The project `deploy-nginx`: a deploy build behind nginx, whose start-up code sends the session check and the
// first page's data before the app has loaded, to loopback backend A (a mock build sends them through its worker).

const SESSION_KEY = 'shop-auth';

/**
 * Every request the page sends to the backend from now on (or, given `documentPath`, once the page has committed
 * a navigation there), with its headers as they left.
 */
function recordBackendRequests(page: Page, documentPath?: string) {
  const sent: { path: string; url: string; headers: Record<string, string> }[] = [];
  const recording = documentPath ? committedTo(page, documentPath) : () => true;
  page.on('request', (request: Request) => {
    if (!recording() || !request.url().startsWith(`${API_A}/api/`)) return;
    sent.push({ path: new URL(request.url()).pathname, url: request.url(), headers: request.headers() });
  });
  return sent;
}

/** The session this browser keeps, as the app stored it. */
async function storedSession(page: Page) {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw) as { state: { token: string; user: { id: string } } }).state : null;
}

/** A JWT-shaped token whose `exp` is `seconds` from now (negative: already past). */
function jwt(seconds: number) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) + seconds })}.c2lnbmF0dXJl`;
}

/** Opens the listing with `token` stored as the session, and says which requests carried it. */
async function openListingWithStoredToken(page: Page, token: string, user: { id: string }) {
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify({ state: { token, user }, version: 0 }),
  });
  const sent = recordBackendRequests(page);
  await page.goto('/shop/listing');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  return sent;
}

test.describe('the start-up requests follow the contract and the session’s rules', () => {
  test('a reload of the listing sends the session check once, with the no-cache header and the stored token', async ({
    page,
  }) => {
    await signIn(page);
    const session = await storedSession(page);
    expect(session?.token).toBeTruthy();
    // The listing's own requests: the shop home the sign-in opened may still be loading its products.
    const sent = recordBackendRequests(page, '/shop/listing');

    await page.goto('/shop/listing');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    const checks = sent.filter((request) => request.path === '/api/auth/check-auth');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(checks[0]?.headers.authorization).toBe(`Bearer ${session?.token}`);
    // The listing's products and the cart went with the same session, once each: the app took the early answers.
    expect(sent.filter((request) => request.path === '/api/shop/products/get')).toHaveLength(1);
    const carts = sent.filter((request) => request.path === `/api/shop/cart/get/${session?.user.id}`);
    expect(carts.map((request) => request.headers.authorization)).toEqual([`Bearer ${session?.token}`]);
  });

  test('a stored session whose JWT has expired opens sign-in, and no request carries its token', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    const expired = jwt(-60);
    const person = { id: '64a000000000000000000002', userName: 'Deniz Aydın', email: 'shopper@lokum.shop' };
    const sent = await openListingWithStoredToken(page, expired, person);
    expect(sent.filter((request) => request.headers.authorization?.includes(expired))).toEqual([]);
    expect(sent.filter((request) => request.path === '/api/auth/check-auth')).toEqual([]);
    // It ended as the page loaded: no token, name or email of that person is left on the device.
    await expect.poll(() => storedSession(page)).toBeNull();
    const kept = await page.evaluate(() =>
      JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
    );
    expect(kept).not.toContain(expired);
    expect(kept).not.toContain(person.userName);
    expect(kept).not.toContain(person.email);
  });

  test('a session whose sign-out was cut short (its end recorded, its token left) opens sign-in, sending nothing of it', async ({
    page,
  }) => {
    await signIn(page);
    const session = await storedSession(page);
    const left = await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    // The tab closed between recording the end and removing the session: the token is still stored.
    await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value ?? ''), {
      key: SESSION_KEY,
      value: left,
    });

    const sent = await openListingWithStoredToken(page, session?.token ?? '', session?.user ?? { id: '' });
    expect(sent.filter((request) => request.headers.authorization?.includes(session?.token ?? '-'))).toEqual(
      [],
    );
    expect(sent.filter((request) => request.path === '/api/auth/check-auth')).toEqual([]);
  });
});

test.describe('the listing’s start-up request is for the view the page will show', () => {
  // The framework's download is held below: the shop's service worker would serve it from its own copy instead.
  test.use({ serviceWorkers: 'block' });

  test('a tab that kept Honey and a sort shows Honey’s cards in that view before the framework has loaded, from one request', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/shop/listing');
    await page.getByRole('checkbox', { name: 'Honey' }).check();
    await expect(page).toHaveURL(/[?&]category=honey(&|$)/);
    await page.getByRole('button', { name: /^Sort by: / }).click();
    await page.getByRole('menuitem', { name: 'Price: High to Low' }).click();
    await expect(page).toHaveURL(/[?&]sortBy=price-hightolow(&|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Honey' })).toBeVisible();

    // The framework (React, the router, Query) is held back until the early page has been looked at.
    const framework = await holdFramework(page);
    const sent = recordBackendRequests(page, '/shop/listing');
    const productRequests = () => sent.filter((request) => request.path === '/api/shop/products/get');

    // The bare address (the header's links): the view comes from the tab's kept filters alone.
    await page.goto('/shop/listing', { waitUntil: 'commit' });
    await expect.poll(() => productRequests().length).toBe(1);
    // The page does ask for the framework, and it is held: the request above left before it could have loaded
    // (it may leave before the framework is even asked for).
    await expect.poll(() => framework.asked()).toBe(true);
    const [asked] = productRequests();
    const askedFor = new URL(asked?.url ?? '').searchParams;
    expect(askedFor.get('category')).toMatch(/^honey$/i);
    expect(askedFor.get('sortBy')).toBe('price-hightolow');

    // While the framework is held: Honey's first cards, in the order the tab kept, usable, on a page that shows
    // that view (the prerendered page is the default view's).
    const [first, second] = await listingProducts(asked?.url);
    if (!first || !second) throw new Error('backend A has fewer than two Honey products');
    const main = page.getByRole('main');
    const card = main.getByRole('article', { name: first.title });
    await expect(card.getByRole('heading', { level: 3 })).toHaveAttribute('id', /^early-card-title-/);
    await expect(card.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(main.getByRole('article').nth(1)).toHaveAccessibleName(second.title);
    const showsTheKeptView = async () => {
      await expect(main.getByRole('heading', { level: 1, name: 'Honey' })).toBeVisible();
      await expect(main.getByRole('checkbox', { name: 'Honey' })).toBeChecked();
      await expect(main.getByRole('checkbox', { checked: true })).toHaveCount(1);
      await expect(main.getByRole('button', { name: 'Sort by: Price: High to Low' })).toBeVisible();
      await expect(main.getByText('Sort by: Price: High to Low', { exact: true })).toBeVisible();
    };
    await showsTheKeptView();
    expect(framework.asked()).toBe(true);
    const sort = main.getByRole('button', { name: 'Sort by: Price: High to Low' });
    const count = main.getByRole('status');
    const early = {
      card: await card.boundingBox(),
      sort: await sort.boundingBox(),
      count: await count.textContent(),
    };

    framework.release();
    // The app's own cards, in the same view, where the early page had them.
    await expect(card.getByRole('heading', { level: 3 })).not.toHaveAttribute('id', /^early-card-title-/);
    await expect(page).toHaveURL(/[?&]category=honey(&|$)/);
    await expect(page).toHaveURL(/[?&]sortBy=price-hightolow(&|$)/);
    await showsTheKeptView();
    await expect(sort).toBeEnabled();
    expect({
      card: await card.boundingBox(),
      sort: await sort.boundingBox(),
      count: await count.textContent(),
    }).toEqual(early);
    await expect(card.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    // The app took start-up's answer: no second product request.
    expect(productRequests()).toHaveLength(1);
  });

  test('a phone that kept Honey shows the Filters button with one category checked before the framework has loaded', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto('/shop/listing?category=honey');
    // Enabled: the app's, which has kept the view (the early page's waits for it, disabled).
    await expect(page.getByRole('button', { name: 'Filters, 1 selected' })).toBeEnabled();

    const framework = await holdFramework(page);
    await page.goto('/shop/listing', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveAttribute(
      'id',
      /^early-card-title-/,
    );
    const filters = main.getByRole('button', { name: 'Filters, 1 selected' });
    await expect(filters).toBeVisible();
    await expect(filters).toContainText('1');
    const before = await filters.boundingBox();
    expect(framework.asked()).toBe(true);

    framework.release();
    await expect(main.getByRole('article').first().getByRole('heading', { level: 3 })).not.toHaveAttribute(
      'id',
      /^early-card-title-/,
    );
    await expect(filters).toBeEnabled();
    expect(await filters.boundingBox()).toEqual(before);
  });
  test('a reload of the account asks for the shopper’s orders and cart before the framework has loaded, once each', async ({
    page,
  }) => {
    await signIn(page);
    const session = await storedSession(page);
    const framework = await holdFramework(page);
    const sent = recordBackendRequests(page, '/shop/account');
    const orders = () =>
      sent.filter((request) => request.path === `/api/shop/order/list/${session?.user.id}`);
    const carts = () => sent.filter((request) => request.path === `/api/shop/cart/get/${session?.user.id}`);

    await page.goto('/shop/account', { waitUntil: 'commit' });
    await expect.poll(() => orders().length).toBe(1);
    expect(carts()).toHaveLength(1);
    // The page does ask for the framework, and it is held: the requests above left before it could have loaded.
    await expect.poll(() => framework.asked()).toBe(true);
    expect(orders()[0]?.headers.authorization).toBe(`Bearer ${session?.token}`);

    framework.release();
    await expect(page.getByRole('columnheader', { name: 'Order ID' })).toBeVisible();
    // The app took start-up's answers: no second request for either.
    expect(orders()).toHaveLength(1);
    expect(carts()).toHaveLength(1);
  });

  test('a reload of a search link asks for the keyword’s results before the framework has loaded, once', async ({
    page,
  }) => {
    const coffee = page.getByRole('article', { name: 'Türk Kahvesi (Kurukahveci style), 250 g' });
    await signIn(page);
    // The shop's first searches on this backend learn how it reads a keyword: as a pattern or as text, and then
    // whether it folds Turkish letters (features/catalog/api/search-reading.ts). Start-up sends a search only then.
    await page.goto('/shop/search?keyword=kahve');
    await expect(coffee).toBeVisible();
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.backendTraits))
      .toMatch(/"search":\{"pattern":(true|false),"foldsTurkish":(true|false)\}/);

    const session = await storedSession(page);
    const framework = await holdFramework(page);
    const sent = recordBackendRequests(page, '/shop/search');
    const searches = () => sent.filter((request) => request.path.startsWith('/api/shop/search/'));
    const carts = () => sent.filter((request) => request.path === `/api/shop/cart/get/${session?.user.id}`);

    await page.goto('/shop/search?keyword=kahve', { waitUntil: 'commit' });
    await expect.poll(() => searches().length).toBe(1);
    expect(carts()).toHaveLength(1);
    // The page does ask for the framework, and it is held: the requests above left before it could have loaded.
    await expect.poll(() => framework.asked()).toBe(true);
    expect(searches()[0]?.path).toBe('/api/shop/search/kahve');

    framework.release();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('kahve');
    await expect(coffee).toBeVisible();
    await expect(page.getByText(/results? for “kahve”/)).toBeVisible();
    // The app took start-up's answers: no second search, no probe of the backend's reading, no second cart.
    expect(searches()).toHaveLength(1);
    expect(carts()).toHaveLength(1);
  });

  test('a reload of the shop home asks for its feature images, products and cart before the framework, once each', async ({
    page,
  }) => {
    await signIn(page);
    const framework = await holdFramework(page);
    const sent = recordBackendRequests(page, '/shop/home');
    const count = (path: string) => sent.filter((request) => request.path === path).length;

    await page.goto('/shop/home', { waitUntil: 'commit' });
    await expect.poll(() => count('/api/shop/products/get')).toBe(1);
    await expect.poll(() => count('/api/common/feature/get')).toBe(1);
    // The page does ask for the framework, and it is held: the requests above left before it could have loaded.
    await expect.poll(() => framework.asked()).toBe(true);

    framework.release();
    // The category rows are drawn from the products.
    await expect(page.getByRole('link', { name: 'View all Baklava' })).toBeVisible();
    expect(count('/api/shop/products/get')).toBe(1);
    expect(count('/api/common/feature/get')).toBe(1);
    expect(sent.filter((request) => request.path.startsWith('/api/shop/cart/get/'))).toHaveLength(1);
  });
});
