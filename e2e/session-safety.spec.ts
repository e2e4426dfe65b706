import type { Page } from '@playwright/test';
import type { MockOverride } from '../mocks/overrides';
import { seedOrders } from '../mocks/seed-accounts';
import { PNG_1PX } from './admin-helpers';
import { ANTEP, CEVIZLI, cartButton, seedCart } from './cart-helpers';
import {
  ADMIN,
  clearBackendOverrides,
  expect,
  overrideBackend,
  signIn,
  SHOPPER,
  storeSession,
  test,
  waitForMockCalls,
} from './fixtures';

/** A second shopper of the mock backend's seed (one of the reviewers), with no cart and no orders. */
const AYSE = { email: 'ayse@example.com', password: 'reviewer123', userName: 'Ayşe Yılmaz' };
const AYSE_ID = '64a000000000000000000011';
const DENIZ_ORDER = '64d000000000000000000001';

function storedSession(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('shop-auth'));
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('logout while requests are pending leaves nothing of that shopper for the next one', async ({
  page,
}) => {
  test.slow();
  await signIn(page, SHOPPER);
  await seedCart(page, [
    { productId: ANTEP.id, quantity: 1 },
    { productId: CEVIZLI.id, quantity: 2 },
  ]);
  // Deniz's cart and orders are on their way when Deniz signs out.
  await overrideBackend(
    page,
    { method: 'GET', path: '*/api/shop/order/list/:userId', fault: 'delay', delayMs: 2_500 },
    { method: 'GET', path: '*/api/shop/cart/get/:userId', fault: 'delay', delayMs: 2_500 },
  );
  const pending = page.waitForResponse((response) => response.url().includes('/api/shop/order/list/'));
  await page.goto('/shop/account');
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
  await logout(page);
  expect(await storedSession(page)).toBeNull();
  // Let Deniz's answers arrive after the logout.
  await pending;
  await clearBackendOverrides(page);

  await page.getByLabel('Email').fill(AYSE.email);
  await page.getByLabel('Password', { exact: true }).fill(AYSE.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText(`Logged in as ${AYSE.userName}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/shop/account');
  // Ayşe's own orders, and none of Deniz's.
  const ayseOrders = seedOrders.filter((order) => order.userId === AYSE_ID).map((order) => order._id);
  expect(ayseOrders.length).toBeGreaterThan(0);
  for (const orderId of ayseOrders) await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.getByText(DENIZ_ORDER)).toHaveCount(0);

  // Only Ayşe's session is stored: Deniz's token and user are gone.
  const stored = JSON.parse((await storedSession(page)) ?? '{}') as {
    state?: { user?: { email?: string } };
  };
  expect(stored.state?.user?.email).toBe(AYSE.email);
  expect(await storedSession(page)).not.toContain(SHOPPER.email);
});

/**
 * A 401 from one call of every group of docs/behaviour.md#backend-calls (catalog reads are public, so
 * they have none): the call, the page that sends it, and what the person does there to send it.
 */
const UNAUTHORISED_CALLS: {
  group: string;
  account: typeof SHOPPER | typeof ADMIN;
  method: MockOverride['method'];
  path: string;
  log: RegExp;
  page: string;
  send?: (page: Page) => Promise<void>;
}[] = [
  {
    group: 'auth: the session check on start',
    account: SHOPPER,
    method: 'GET',
    path: '*/api/auth/check-auth',
    log: /^\/api\/auth\/check-auth$/,
    page: '/shop/home',
  },
  {
    group: 'cart: add',
    account: SHOPPER,
    method: 'POST',
    path: '*/api/shop/cart/add',
    log: /^\/api\/shop\/cart\/add$/,
    page: '/shop/listing?category=Baklava',
    send: (page) =>
      page.getByRole('article', { name: ANTEP.title }).getByRole('button', { name: 'Add to cart' }).click(),
  },
  {
    group: 'addresses: the list',
    account: SHOPPER,
    method: 'GET',
    path: '*/api/shop/address/get/:userId',
    log: /^\/api\/shop\/address\/get\//,
    page: '/shop/checkout',
  },
  {
    group: 'orders: the list',
    account: SHOPPER,
    method: 'GET',
    path: '*/api/shop/order/list/:userId',
    log: /^\/api\/shop\/order\/list\//,
    page: '/shop/account',
  },
  {
    group: 'reviews: add',
    account: SHOPPER,
    method: 'POST',
    path: '*/api/shop/review/add',
    log: /^\/api\/shop\/review\/add$/,
    page: `/shop/listing?product=${ANTEP.id}`,
    send: async (page) => {
      const dialog = page.getByRole('dialog', { name: ANTEP.title });
      await dialog.getByRole('radio', { name: '4 stars' }).press('Space');
      await dialog.getByLabel('Your review').fill('Crisp and fresh.');
      await dialog.getByRole('button', { name: 'Submit' }).click();
    },
  },
  {
    group: 'admin products: the list',
    account: ADMIN,
    method: 'GET',
    path: '*/api/admin/products/get',
    log: /^\/api\/admin\/products\/get$/,
    page: '/admin/products',
  },
  {
    group: 'admin products: the image upload',
    account: ADMIN,
    method: 'POST',
    path: '*/api/admin/products/upload-image',
    log: /^\/api\/admin\/products\/upload-image$/,
    page: '/admin/products',
    send: async (page) => {
      await page.getByRole('button', { name: 'Add New Product' }).click();
      await page
        .getByRole('dialog', { name: 'Add New Product' })
        .getByLabel('Upload Image')
        .setInputFiles({ name: 'lokum.png', mimeType: 'image/png', buffer: PNG_1PX });
    },
  },
  {
    group: 'admin orders: the list',
    account: ADMIN,
    method: 'GET',
    path: '*/api/admin/orders/get',
    log: /^\/api\/admin\/orders\/get$/,
    page: '/admin/orders',
  },
  {
    group: 'banners: delete',
    account: ADMIN,
    method: 'DELETE',
    path: '*/api/common/feature/delete/:id',
    log: /^\/api\/common\/feature\/delete\//,
    page: '/admin/dashboard',
    send: async (page) => {
      await page.getByRole('button', { name: 'Delete feature image 1' }).click();
      await page
        .getByRole('dialog', { name: 'Delete feature image' })
        .getByRole('button', { name: 'Delete' })
        .click();
    },
  },
];

for (const call of UNAUTHORISED_CALLS) {
  test(`a 401 from ${call.group} ends the session and leads to sign-in`, async ({ page }) => {
    await storeSession(page, call.account);
    await overrideBackend(page, {
      method: call.method,
      path: call.path,
      fault: 'reply',
      status: 401,
      body: { success: false, message: 'Unauthorised user!' },
      label: '401',
    });
    await page.goto(call.page);
    await call.send?.(page);
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    // The 401 came from this very call (the mock backend's request log says which override answered).
    const answered = await waitForMockCalls(page, call.method, call.log);
    expect(answered.map((request) => request.override)).toContain('401');
    await page.goBack();
    await expect(page).toHaveURL(/\/auth\/login/);
  });
}

test('the token never appears in an address or a log line', async ({ page }) => {
  test.slow();
  const addresses: string[] = [];
  const logLines: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  page.on('console', (message) => logLines.push(message.text()));
  page.on('pageerror', (error) => logLines.push(`${error.message}\n${error.stack ?? ''}`));

  await signIn(page, SHOPPER);
  const token = await page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('shop-auth') ?? '{}') as { state?: { token?: string } }).state
        ?.token ?? '',
  );
  expect(token.length).toBeGreaterThan(8);

  // A whole purchase touches every kind of call: reads, writes, the provider's redirect and the return.
  await page.goto('/shop/listing?category=Baklava');
  // The badge counts the line before the backend has it: leaving the page before its answer could cancel the add.
  const added = page.waitForResponse((response) => response.url().endsWith('/api/shop/cart/add'));
  await page
    .getByRole('article', { name: CEVIZLI.title })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  expect((await added).ok()).toBe(true);
  await page.goto('/shop/search?keyword=lokum');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.goto('/shop/checkout');
  await page.getByRole('radio', { name: 'Moda Caddesi 42, Kadıköy, Istanbul' }).check();
  await page.getByRole('button', { name: 'Order Now' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
  await page.getByRole('link', { name: 'View Orders' }).click();
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
  await logout(page);

  expect(addresses.length).toBeGreaterThan(10);
  expect(addresses.filter((address) => address.includes(token))).toEqual([]);
  expect(logLines.filter((line) => line.includes(token))).toEqual([]);
});

test('a stored session that expired while no tab was open ends at load, leaving nothing of its person', async ({
  page,
}) => {
  // A JWT past its `exp`, as a browser keeps it after a weekend away, with the person it belonged to.
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const expired = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 'u1', exp: Math.floor(Date.now() / 1000) - 3600 })}.c2ln`;
  await page.goto('/auth/login');
  await page.evaluate(
    ({ token, user }) => {
      window.localStorage.setItem(
        'shop-auth',
        JSON.stringify({ state: { id: token, token, user }, version: 0 }),
      );
      window.sessionStorage.setItem(
        'shop-filters',
        JSON.stringify({ state: { category: ['honey'] }, version: 0 }),
      );
    },
    { token: expired, user: { id: 'u1', userName: SHOPPER.userName, email: SHOPPER.email, role: 'user' } },
  );
  const sentToken: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['authorization']?.includes(expired)) sentToken.push(request.url());
  });

  await page.goto('/shop/account');

  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toHaveCount(0);
  const leftInStorage = () =>
    page.evaluate(() =>
      JSON.stringify({ local: { ...window.localStorage }, session: { ...window.sessionStorage } }),
    );
  await expect.poll(leftInStorage).not.toContain(expired);
  const left = await leftInStorage();
  expect(left).not.toContain(SHOPPER.userName);
  expect(left).not.toContain(SHOPPER.email);
  expect(left).not.toContain('honey');
  expect(sentToken).toEqual([]);
});

test.describe('one session in every tab', () => {
  /** What the app keeps in a tab's session storage for a payment under way. */
  function paymentSessionItems(page: Page) {
    return page.evaluate(() =>
      Object.keys(window.sessionStorage).filter(
        (key) => key === 'currentOrderId' || key.startsWith('paypal-capture:'),
      ),
    );
  }

  test('signing out in one tab ends the session in the other by itself, and no reload brings it back', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, SHOPPER);
    const other = await page.context().newPage();
    await other.goto('/shop/account');
    await expect(other.getByRole('tab', { name: 'Orders' })).toBeVisible();
    await expect(other.getByText(DENIZ_ORDER)).toBeVisible();
    // A payment under way in the other tab: its session items must go with the session.
    await other.evaluate(() => {
      window.sessionStorage.setItem('currentOrderId', JSON.stringify('64d000000000000000000001'));
      window.sessionStorage.setItem('paypal-capture:PAYID-TAB2', 'started');
    });

    await logout(page);

    // The other tab leaves for sign-in without a reload or a click, and shows nothing of Deniz any more.
    await expect(other).toHaveURL(/\/auth\/login$/);
    await expect(other.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(other.getByText(DENIZ_ORDER)).toHaveCount(0);
    expect(await paymentSessionItems(other)).toEqual([]);

    for (const tab of [other, page]) {
      await tab.reload();
      await expect(tab.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
      await tab.goto('/shop/account');
      await expect(tab).toHaveURL(/\/auth\/login$/);
      expect(await storedSession(tab)).toBeNull();
    }
    await other.close();
  });

  test('a 401 in one tab ends the session in both', async ({ page }) => {
    await signIn(page, SHOPPER);
    const other = await page.context().newPage();
    await other.goto('/shop/home');
    await expect(other.getByRole('button', { name: 'User menu' })).toBeVisible();

    await overrideBackend(page, {
      method: 'GET',
      path: '*/api/shop/order/list/:userId',
      fault: 'reply',
      status: 401,
      body: { success: false, message: 'Unauthorised user!' },
    });
    await page.goto('/shop/account');
    await expect(page).toHaveURL(/\/auth\/login$/);

    await expect(other).toHaveURL(/\/auth\/login$/);
    await expect(other.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await other.reload();
    await other.goto('/shop/home');
    await expect(other).toHaveURL(/\/auth\/login$/);
    expect(await storedSession(other)).toBeNull();
    await other.close();
  });

  test('a sign-in in one tab is taken up by the other on its next navigation', async ({ page }) => {
    await page.goto('/auth/login');
    const other = await page.context().newPage();
    await other.goto('/auth/login');
    await expect(other.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

    await page.getByLabel('Email').fill(SHOPPER.email);
    await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);

    // No stale "signed out" screen: the other tab's next navigation is the signed-in shop.
    await other.getByRole('link', { name: 'Register' }).click();
    await expect(other).toHaveURL(/\/shop\/home$/);
    await expect(other.getByRole('button', { name: 'User menu' })).toBeVisible();
    await other.close();
  });
});

test.describe('where the payment redirect may go', () => {
  async function orderWithApproval(page: Page, approvalURL: string) {
    await overrideBackend(page, {
      method: 'POST',
      path: '*/api/shop/order/create',
      fault: 'reply',
      body: { success: true, approvalURL, orderId: '66f0000000000000000000aa' },
    });
    await page.getByRole('button', { name: 'Order Now' }).click();
  }

  test.beforeEach(async ({ page }) => {
    await signIn(page, SHOPPER);
    await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
    await page.goto('/shop/checkout');
    await page.getByRole('radio', { name: 'Moda Caddesi 42, Kadıköy, Istanbul' }).check();
  });

  test('an approval URL to another host is refused with the message, and the page stays', async ({
    page,
  }) => {
    const leftFor: string[] = [];
    await page.route('https://pay.attacker.example/**', (route) => {
      leftFor.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<h1>Not PayPal</h1>' });
    });
    await orderWithApproval(page, 'https://pay.attacker.example/checkoutnow?token=EC-1');
    await expect(page.getByRole('alert').filter({ hasText: 'an address we cannot open' })).toHaveText(
      'The payment provider sent an address we cannot open. Your order was not paid.',
    );
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(page.getByRole('button', { name: 'Order Now' })).toBeEnabled();
    expect(leftFor).toEqual([]);
  });

  test('an approval URL to PayPal is followed', async ({ page }) => {
    await page.route('https://www.sandbox.paypal.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>PayPal</title><h1>Log in to PayPal</h1>' }),
    );
    await orderWithApproval(page, 'https://www.sandbox.paypal.com/checkoutnow?token=EC-1');
    await expect(page).toHaveURL('https://www.sandbox.paypal.com/checkoutnow?token=EC-1');
    await expect(page.getByRole('heading', { name: 'Log in to PayPal' })).toBeVisible();
  });
});
