import type { Request } from '@playwright/test';
import { STORAGE_KEYS } from '../src/lib/device/storage-keys';
import { ANTEP } from './cart-helpers';
import { isSearchRequest, productCard, productDialog, searchKeyword } from './catalog-helpers';
import { ADMIN, clearBackendOverrides, expect, overrideBackend, SHOPPER, test, type Page } from './fixtures';

// The project `original-server` (playwright.config.ts): the mock backend with the manners of the contract's original
// Express server (mocks/handlers/server-manners.ts) and its data shape. Its login answers no token (the session is
// its `token` cookie), it has no verification, password reset or feature image deletion (Express's HTML 404), its search
// compiles the keyword as a regular expression, and a malformed product id brings it down.

const SEEDED_ADDRESS = 'Moda Caddesi 42, Kadıköy, Istanbul';
const BAKLAVA_TITLES = ['Antep Fıstıklı Baklava, 500 g', 'Cevizli Baklava, 500 g'];

async function signInHere(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

/** What this browser keeps of the session: never a token (the cookie holds it), a user while signed in. */
async function storedSession(page: Page) {
  const raw = await page.evaluate(() => window.localStorage.getItem('shop-auth'));
  return raw ? (JSON.parse(raw) as { state: { token: unknown; user?: { userName?: string } } }).state : null;
}

/** Every backend request the page sends from now on. */
function recordBackendRequests(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) sent.push(request);
  });
  return sent;
}

test.describe('in front of the original server', () => {
  test('a shopper signs in by cookie, reloads, browses, searches, buys, sees the order and signs out', async ({
    page,
  }) => {
    test.slow();
    await signInHere(page, SHOPPER);
    await expect(page).toHaveURL(/\/shop\/home$/);
    expect(await storedSession(page)).toMatchObject({ token: null, user: { userName: SHOPPER.userName } });
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('token');

    // A reload keeps the session: the check goes with the cookie, and no request carries a Bearer token.
    const sent = recordBackendRequests(page);
    await page.goto('/shop/listing');
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(sent.map((request) => new URL(request.url()).pathname)).toContain('/api/auth/check-auth');
    expect(sent.filter((request) => request.headers().authorization !== undefined)).toEqual([]);

    // The listing filters by the stored category ids.
    await page.getByRole('checkbox', { name: 'Baklava' }).check();
    for (const title of BAKLAVA_TITLES) await expect(productCard(page, title)).toBeVisible();

    // Search: a pattern the server cannot compile, Turkish letters typed without them, punctuation alone.
    await page.goto('/shop/search');
    const input = page.getByRole('searchbox', { name: 'Search' });
    const searches = recordBackendRequests(page);
    await input.fill('lokum (500g');
    await expect(productCard(page, 'Güllü Lokum, 500 g')).toBeVisible();
    await expect(productCard(page, 'Narlı Lokum, 400 g')).toHaveCount(0);
    await input.fill('findik');
    await expect(productCard(page, 'Fındıklı Lokum, 500 g')).toBeVisible();
    await expect(productCard(page, 'Fındık Yağı, 1 L')).toBeVisible();
    await expect(productCard(page, 'Güllü Lokum, 500 g')).toHaveCount(0);
    await input.fill('c++');
    await expect(
      page.getByText('No results found!').or(page.getByRole('main').getByRole('article').first()),
    ).toBeVisible();
    await input.fill('.');
    await expect(page.getByText('No results found!')).toBeVisible();
    await input.fill('kestane +bal');
    await expect(productCard(page, 'Kestane Balı, 500 g')).toBeVisible();
    // The server received letters and digits, with each Turkish twin as a class of both: nothing it could fail on.
    const keywords = searches.filter(isSearchRequest).map(searchKeyword);
    expect(keywords).toContain('f[iıİ]nd[iıİ]k');
    for (const keyword of keywords) expect(keyword).toMatch(/^(?:[\p{L}\p{N}]|\[\p{L}+\])+$/u);
    const statuses = await Promise.all(
      searches.filter(isSearchRequest).map(async (request) => (await request.response())?.status()),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);

    // The cart and the purchase.
    await page.goto(`/shop/listing?product=${ANTEP.id}`);
    const dialog = productDialog(page, ANTEP.title);
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Product is added to cart')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto('/shop/checkout');
    await expect(page.getByRole('listitem', { name: ANTEP.title })).toBeVisible();
    await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/mock-paypal\/approve/);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    // The return is a full page load: the guard waits for the cookie's session check, never bounces to sign-in.
    await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
    await page.getByRole('link', { name: 'View Orders' }).click();
    await expect(page).toHaveURL(/\/shop\/account$/);
    const newest = page.getByRole('row').filter({ hasText: '$24.99' }).filter({ hasText: 'Confirmed' });
    await expect(newest).toHaveCount(1);
    await newest.getByRole('button', { name: /^View Details/ }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    const steps = details.getByRole('list', { name: 'Where the order is' }).getByRole('listitem');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    // The original server records no date when the status changes: no "Last update" it cannot know.
    await expect(details).not.toContainText('Last update');
    await details.getByRole('button', { name: 'Close' }).click();

    await signOut(page);
    expect(await storedSession(page)).toBeNull();
    await page.goto('/shop/account');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('signing out in one tab ends the cookie session in every tab', async ({ page }) => {
    await signInHere(page, SHOPPER);
    const other = await page.context().newPage();
    await other.goto('/shop/account');
    await expect(other.getByRole('tab', { name: 'Orders' })).toBeVisible();

    await signOut(page);
    await expect(other).toHaveURL(/\/auth\/login$/);
    await other.reload();
    await other.goto('/shop/home');
    await expect(other).toHaveURL(/\/auth\/login$/);
    await other.close();
  });

  test('a sign-out made offline is sent first once back online, and said on screen until then', async ({
    page,
  }) => {
    const pendingNotice = page.getByText("Signing you out of the shop's server…");
    const sessionCookie = async () =>
      (await page.context().cookies()).some((cookie) => cookie.name === 'token' && cookie.value !== '');
    // Every page this test shows offline is opened once before, in the same document: offline, no more code
    // could download. The sign-in page first (its fields answer once the app runs), then the guest landing.
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(SHOPPER.email);
    await page.getByRole('link', { name: 'Lokum & Co. home' }).click();
    await expect(
      page.getByRole('heading', { name: 'Turkish sweets, coffee, spices and more' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Baklava', level: 2 })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.getByLabel('Email').fill(SHOPPER.email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Lokum & Co.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Baklava', level: 2 })).toBeVisible();
    expect(await sessionCookie()).toBe(true);
    // The user menu's code, and the corner notices' (which loads once the page is idle).
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeHidden();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /network-status-bar/.test(entry.name)),
    );

    // Offline. The mock backend answers inside the page (its worker), so the sign-out is told to get no answer.
    await page.context().setOffline(true);
    await overrideBackend(page, {
      method: 'POST',
      path: '*/api/auth/logout',
      fault: 'network',
      label: 'offline',
    });
    await signOut(page);
    // Signed out on this device, and told the server has not heard of it: its cookie still holds the session.
    expect(await storedSession(page)).toBeNull();
    await expect(pendingNotice).toBeVisible();
    expect(await sessionCookie()).toBe(true);
    // The guest landing, still offline: its calls wait for another attempt, then go without the cookie.
    await page.getByRole('link', { name: 'Lokum & Co. home' }).click();
    await expect(
      page.getByRole('heading', { name: 'Turkish sweets, coffee, spices and more' }),
    ).toBeVisible();
    await expect(pendingNotice).toBeVisible();

    // Back online: the landing's data are read again, and the sign-out goes before any of them.
    await clearBackendOverrides(page);
    const sent = recordBackendRequests(page);
    await page.context().setOffline(false);
    await expect(pendingNotice).toBeHidden();
    await expect
      .poll(() => sent.map((request) => new URL(request.url()).pathname))
      .toContain('/api/shop/products/get');
    const calls = sent.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
    expect(calls[0]).toBe('POST /api/auth/logout');
    expect(calls.filter((call) => call === 'POST /api/auth/logout')).toHaveLength(1);
    expect(await sessionCookie()).toBe(false);
    expect(
      await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.pendingSignOut),
    ).toBeNull();
  });

  test('password reset and verification are said to be missing, once, and their entry points go', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Request Password Reset' })).toBeVisible();
    await page.getByLabel('Email').fill(SHOPPER.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: "This shop's server does not offer password reset." }),
    ).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
    // Remembered for this backend: a reload, and the reset link of an old email, say so at once.
    await page.goto('/auth/reset-password/abc123');
    await expect(page.getByText("This shop's server does not offer password reset.")).toBeVisible();

    // Registering: the server creates the account at once and has no verification.
    const email = `original-${Date.now()}@example.com`;
    await page.goto('/auth/register');
    await page.getByLabel('User Name').fill('Ece Demir');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('ece-secret');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Verify Your Account' })).toBeVisible();
    await page.getByLabel('Code').fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText(
        "This shop's server does not offer account verification. Your account is ready: sign in.",
      ),
    ).toBeVisible();
    await signInHere(page, { email, password: 'ece-secret' });
    await expect(page).toHaveURL(/\/shop\/home$/);
    await signOut(page);

    // The next registration goes straight to sign-in.
    await page.goto('/auth/register');
    await page.getByLabel('User Name').fill('Can Demir');
    await page.getByLabel('Email').fill(`second-${email}`);
    await page.getByLabel('Password', { exact: true }).fill('can-secret');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('a malformed product id in a link is not found, and never reaches the server', async ({ page }) => {
    await signInHere(page, SHOPPER);
    const sent = recordBackendRequests(page);
    await page.goto('/shop/listing?product=abc');
    await expect(page.getByRole('dialog', { name: 'Product not available' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(sent.map((request) => new URL(request.url()).pathname)).not.toContain(
      '/api/shop/products/get/abc',
    );
  });

  test('an admin edits a product, updates an order and is told the server does not delete banners', async ({
    page,
  }) => {
    test.slow();
    await signInHere(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await storedSession(page)).toMatchObject({ token: null });

    await page.getByRole('button', { name: 'Delete feature image 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText("This shop's server does not offer deleting feature images.")).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete feature image/ })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Feature image 1' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Products' }).click();
    await page
      .getByRole('article', { name: 'Cevizli Baklava, 500 g' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Edit Product' });
    await sheet.getByRole('textbox', { name: 'Price', exact: true }).fill('21.50');
    await sheet.getByRole('button', { name: 'Save Changes' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('article', { name: 'Cevizli Baklava, 500 g' })).toContainText('21.50');

    await nav.getByRole('link', { name: 'Orders' }).click();
    const row = page.getByRole('row').filter({ hasText: '64d000000000000000000010' });
    await row.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await dialog.getByLabel('Order Status').click();
    await page.getByRole('option', { name: 'In Shipping' }).click();
    await dialog.getByRole('button', { name: 'Update Order Status' }).click();
    await expect(page.getByText('Order status is updated successfully!')).toBeVisible();
    const steps = dialog.getByRole('list', { name: 'Where the order is' }).getByRole('listitem');
    await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    expect(await storedSession(page)).toBeNull();
  });
});
