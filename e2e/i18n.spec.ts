import type { Locator } from '@playwright/test';
import { scan, shown, WCAG_22_TAGS } from './a11y-helpers';
import { ANTEP, seedCart } from './cart-helpers';
import { productCard } from './catalog-helpers';
import { ADMIN, expect, overrideBackend, SHOPPER, storeSession, test, type Page } from './fixtures';
import { englishTextsOnPage, tr } from './i18n-helpers';

const SEEDED_ADDRESS = 'Moda Caddesi 42, Kadıköy, Istanbul';
const SEED_ORDER_ID = '64d000000000000000000001';

/** The whole page and the page title in Turkish: no text of the English catalog left. */
async function expectNoEnglish(page: Page, screen: string) {
  await expect.poll(() => englishTextsOnPage(page), { message: `English left on ${screen}` }).toEqual([]);
}

/** Turkish from the first load, as a visitor whose browser is set to Turkish gets it. */
test.describe('Türkçe, chosen by the browser', () => {
  test.use({ locale: 'tr-TR' });

  test('a guest whose browser speaks Turkish gets the shop in Turkish, with Turkish page titles', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { name: tr('landing.hero.title') })).toBeVisible();
    await expect(page).toHaveTitle(tr('landing.pageTitle'));
    await expect(page.getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoEnglish(page, 'the landing page');
  });
});

test.describe('Türkçe', () => {
  test('a shopper switches to Türkçe on the landing page, buys in Turkish, reloads, signs out and switches back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Turkish sweets, coffee, spices and more' }),
    ).toBeVisible();
    const languages = page.getByRole('group', { name: 'Language' });
    await languages.getByRole('button', { name: 'Türkçe' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { name: tr('landing.hero.title') })).toBeVisible();
    await expect(page).toHaveTitle(tr('landing.pageTitle'));
    await expectNoEnglish(page, 'the landing page');

    // Sign in, in Turkish.
    await page.getByRole('link', { name: tr('landing.header.signIn') }).click();
    await expect(page.getByRole('heading', { name: tr('auth.login.title') })).toBeVisible();
    await expect(page).toHaveTitle(tr('auth.login.pageTitle'));
    await page.getByRole('button', { name: tr('auth.login.submit') }).click();
    await expect(page.getByText(tr('common.email.required'))).toBeVisible();
    await expectNoEnglish(page, 'the sign-in page with its errors');
    await page.getByLabel(tr('auth.field.email')).fill(SHOPPER.email);
    await page.getByLabel(tr('auth.field.password'), { exact: true }).fill(SHOPPER.password);
    await page.getByRole('button', { name: tr('auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);
    await expectNoEnglish(page, 'the shop home');

    // The listing: Turkish counts (no plural suffix after a number) and prices in Turkish number form.
    await page.goto('/shop/listing?category=baklava');
    await expect(page.getByText(/^\d+ Ürün$/)).toBeVisible();
    const card = productCard(page, ANTEP.title);
    await expect(card.getByText('$24,99')).toBeVisible();
    await expectNoEnglish(page, 'the listing');
    await card.getByRole('button', { name: tr('catalog.card.addToCart') }).click();
    await expect(page.getByTestId('toast').filter({ hasText: tr('cart.toast.added') })).toBeVisible();

    // The cart and the checkout.
    const cart = page.getByRole('button', { name: tr('cart.button.label', { count: 1 }) });
    await cart.click();
    const sheet = page.getByRole('dialog', { name: tr('cart.sheet.title') });
    await expect(sheet.getByText('$24,99').first()).toBeVisible();
    await expectNoEnglish(page, 'the cart');
    await sheet.getByRole('button', { name: tr('cart.sheet.checkout') }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { name: tr('checkout.heading'), exact: true })).toBeVisible();
    // The checkout's own cart: the sheet's copy may still be leaving the page.
    const checkoutCart = page.getByRole('region', { name: tr('checkout.cart.heading') });
    await expect(checkoutCart.getByTestId('cart-total')).toHaveText('$24,99');
    await expectNoEnglish(page, 'the checkout');
    await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
    await page.getByRole('button', { name: tr('checkout.orderNow') }).click();

    // The payment provider's page, the return, the success page.
    await expect(page).toHaveURL(/\/mock-paypal\/approve/);
    await expectNoEnglish(page, 'the payment provider page');
    await page.getByRole('button', { name: tr('paymentProvider.page.approve') }).click();
    await expect(page).toHaveURL(/\/shop\/payment-success$/);
    await expect(page.getByRole('heading', { name: tr('orders.paymentSuccess.title') })).toBeVisible();
    await expect(page).toHaveTitle(tr('orders.paymentSuccess.pageTitle'));
    await expectNoEnglish(page, 'the success page');

    // The account: the new order with its Turkish status and date.
    await page.getByRole('link', { name: tr('orders.viewOrders') }).click();
    await expect(page).toHaveURL(/\/shop\/account$/);
    const newest = page.getByRole('row').filter({ hasText: '$24,99' });
    await expect(newest).toHaveCount(1);
    await expect(newest.getByText(tr('orders.status.confirmed'))).toBeVisible();
    // Two-digit day and month, as Turkish shops write dates (05.11.2026).
    await expect(newest.getByText(/^\d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    await expectNoEnglish(page, 'the account');

    // A reload keeps Turkish; so does signing out.
    await page.reload();
    await expect(page.getByRole('tab', { name: tr('account.tabs.orders') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.getByRole('button', { name: tr('auth.userMenu.label') }).click();
    await page.getByRole('menuitem', { name: tr('auth.logout') }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: tr('auth.login.title') })).toBeVisible();

    // And back to English, without a reload.
    await page
      .getByRole('group', { name: tr('language.switchGroup') })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Sign in · Lokum & Co.');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('switching keeps the cart, the filters and a half-filled form, and loads no page', async ({
    page,
  }) => {
    await storeSession(page);
    await seedCart(page, [{ productId: ANTEP.id, quantity: 2 }]);
    await page.goto('/shop/listing?category=baklava');
    await expect(page.getByText(/^\d+ Products?$/)).toBeVisible();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('button', { name: 'Türkçe' }).first().click();
    await expect(page.getByText(/^\d+ Ürün$/)).toBeVisible();
    await expect(page).toHaveURL(/category=baklava/);
    await expect(page.getByRole('button', { name: tr('cart.button.label', { count: 2 }) })).toBeVisible();

    const sameDocument = () =>
      page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument);
    expect(await sameDocument()).toBe(true);

    await page.goto('/shop/account');
    await page.getByRole('tab', { name: tr('account.tabs.address') }).click();
    await page.getByLabel(tr('addresses.field.city')).fill('Ankara');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('tab', { name: 'Address' })).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('Ankara');
    expect(await sameDocument()).toBe(true);
  });
});

test('a language that cannot be downloaded leaves the page as it was and says so; after a reload it can be chosen', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  // The Turkish start-up messages are a chunk of their own (tr-<hash>.js): offline, it cannot arrive. The mock
  // backend's service worker fetches the page's files, so the route is the context's, which sees its requests.
  await page.context().route(/\/assets\/tr-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Email').fill('typed@example.com');
  await page.getByRole('button', { name: 'Türkçe' }).click();
  const failure = 'The language could not be loaded. Check your connection, then reload the page.';
  await expect(page.getByTestId('toast').filter({ hasText: failure })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Email')).toHaveValue('typed@example.com');
  // The next page's messages still come in English.
  await page.getByRole('link', { name: 'Lokum & Co. home' }).click();
  await expect(page.getByRole('heading', { name: 'Turkish sweets, coffee, spices and more' })).toBeVisible();

  await page.context().unroute(/\/assets\/tr-[\w-]+\.js$/);
  await page.reload();
  await page.getByRole('button', { name: 'Türkçe' }).click();
  await expect(page.getByRole('heading', { name: tr('landing.hero.title') })).toBeVisible();
});

test('Turkish formats: a four-digit price is grouped, an order date has a two-digit day and month, initials follow Turkish', async ({
  page,
}) => {
  // A backend whose gift box costs more than a thousand dollars, reviewed by "ilker ışık".
  const giftBox = {
    _id: '64b0c0a1f1e2d3c4b5a6f001',
    image: '/images/products/antep-fistikli-baklava.svg',
    title: 'Altın Kutuda Baklava, 5 kg',
    description: 'Five kilograms of pistachio baklava in a gilded box.',
    category: 'Baklava',
    price: 1234.5,
    salePrice: 0,
    totalStock: 3,
    averageReview: 5,
  };
  await storeSession(page);
  await overrideBackend(
    page,
    {
      method: 'GET',
      path: '*/api/shop/products/get',
      fault: 'reply',
      body: { success: true, data: [giftBox] },
      label: 'a four-digit price',
    },
    {
      method: 'GET',
      path: '*/api/shop/products/get/:id',
      fault: 'reply',
      body: { success: true, data: giftBox },
      label: 'the gift box',
    },
    {
      method: 'GET',
      path: '*/api/shop/review/:productId',
      fault: 'reply',
      body: {
        success: true,
        data: [
          { productId: giftBox._id, userName: 'ilker ışık', reviewMessage: 'Çok taze.', reviewValue: 5 },
        ],
      },
      label: "ilker's review",
    },
  );
  await page.goto(`/shop/listing?product=${giftBox._id}`);
  const dialog = page.getByRole('dialog', { name: giftBox.title });
  await expect(dialog.getByText('ilker ışık')).toBeVisible();
  await expect(dialog.getByText('II', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  const card = productCard(page, giftBox.title);
  await expect(card.getByText('$1234.50')).toBeVisible();

  await page.getByRole('button', { name: 'Türkçe' }).first().click();
  await expect(card.getByText('$1.234,50')).toBeVisible();
  await card.getByRole('button', { name: giftBox.title }).click();
  await expect(dialog.getByText('İI', { exact: true })).toBeVisible();
  await expect(dialog.getByText('$1.234,50')).toBeVisible();
  await page.keyboard.press('Escape');
  // Closing the dialog takes `product` out of the address; a navigation begun before that would be aborted.
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/product=/);

  // The seed order of 2 October 2026.
  await page.goto('/shop/account');
  await expect(
    page.getByRole('row').filter({ hasText: SEED_ORDER_ID }).getByText('02.10.2026'),
  ).toBeVisible();
});

/** Every route a shopper, an admin and a guest can reach, in Turkish, with its dialogs and sheets open. */
test.describe('no English left in Turkish', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('shop-language', 'tr'));
  });

  test('guest routes', async ({ page }) => {
    const routes = [
      ['/', tr('landing.hero.title')],
      ['/auth/login', tr('auth.login.title')],
      ['/auth/register', tr('auth.register.title')],
      ['/auth/request-reset', tr('auth.requestReset.title')],
      ['/auth/verify?email=guest%40example.com', tr('auth.verify.title')],
      ['/auth/reset-password/some-token', tr('auth.resetPassword.title')],
      ['/no-such-page', tr('common.notFound.title')],
    ] as const;
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectNoEnglish(page, path);
    }
    // Validation messages, in Turkish too.
    await page.goto('/auth/register');
    await page.getByRole('button', { name: tr('auth.register.submit') }).click();
    await expect(page.getByText(tr('auth.validation.userNameRequired'))).toBeVisible();
    await expectNoEnglish(page, '/auth/register with its errors');
  });

  test('shopper routes, dialogs and sheets', async ({ page }) => {
    await storeSession(page);
    await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
    const routes = [
      ['/shop/home', 'h1, h2'],
      ['/shop/listing', 'h1'],
      ['/shop/search', 'h1'],
      ['/shop/checkout', 'h1'],
      ['/shop/account', 'h1'],
      ['/shop/paypal-return', 'h1'],
      ['/shop/no-such-page', 'h1'],
      ['/unauth-page', 'h1'],
    ] as const;
    for (const [path, heading] of routes) {
      await page.goto(path);
      await expect(page.locator(heading).first()).toBeVisible();
      await expectNoEnglish(page, path);
    }

    await page.goto('/shop/search');
    await page.getByRole('searchbox').fill('zzzz-nothing');
    await expect(page.getByText(tr('catalog.search.noResults'))).toBeVisible();
    await expectNoEnglish(page, '/shop/search without results');

    await page.goto(`/shop/listing?product=${ANTEP.id}`);
    const dialog = page.getByRole('dialog', { name: ANTEP.title });
    await shown(dialog);
    await expect(dialog.getByRole('heading', { name: tr('reviews.list.heading') })).toBeVisible();
    await expectNoEnglish(page, 'the product dialog');
    await page.keyboard.press('Escape');

    await openAndCheck(
      page,
      page.getByRole('button', { name: tr('cart.button.label', { count: 1 }) }),
      'the cart',
    );
    await page.keyboard.press('Escape');

    await page.goto('/shop/account');
    await openAndCheck(
      page,
      page.getByRole('button', { name: tr('orders.table.viewDetails') }).first(),
      'order details',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: tr('account.tabs.address') }).click();
    await expect(page.getByText(SEEDED_ADDRESS.split(',')[0] ?? '').first()).toBeVisible();
    await expectNoEnglish(page, 'the address tab');
  });

  test('admin routes, dialogs and sheets', async ({ page }) => {
    await storeSession(page, ADMIN);
    for (const path of [
      '/admin/dashboard',
      '/admin/products',
      '/admin/orders',
      `/admin/orders/slips?ids=${SEED_ORDER_ID}&prices=true`,
      '/admin/no-such-page',
    ]) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoEnglish(page, path);
    }
    await page.goto('/admin/products');
    await openAndCheck(
      page,
      page.getByRole('button', { name: tr('admin.products.addNew') }),
      'the product form',
    );
    await page.keyboard.press('Escape');
    await page.goto('/admin/orders');
    await expect(page.getByRole('row').filter({ hasText: SEED_ORDER_ID })).toBeVisible();
    await openAndCheck(
      page,
      page
        .getByRole('row')
        .filter({ hasText: SEED_ORDER_ID })
        .getByRole('button', { name: tr('orders.table.viewDetails') }),
      'admin order details',
    );
  });
});

test.describe('accessibility in Turkish', () => {
  // Seven screens with axe's contrast and best-practice checks in one walk: 24 s alone, up to 84 s beside
  // other workers on a busy two-core machine (as e2e/a11y.spec.ts allows its walks).
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('shop-language', 'tr'));
  });

  test('axe finds no moderate, serious or critical violation on the main screens in Turkish', async ({
    page,
  }) => {
    for (const path of ['/', '/auth/login', '/auth/register']) {
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await scan(page, `${path} (tr)`, undefined, { tags: WCAG_22_TAGS });
    }
    await storeSession(page);
    await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
    for (const path of ['/shop/home', '/shop/listing', '/shop/checkout', '/shop/account']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await scan(page, `${path} (tr)`, undefined, { tags: WCAG_22_TAGS });
    }
  });

  test('axe finds no moderate, serious or critical violation on the admin orders, one in every status, in Turkish', async ({
    page,
  }) => {
    // The admin's orders hold one in every status: each badge's contrast, with its Turkish label.
    await storeSession(page, ADMIN);
    await page.goto('/admin/orders');
    for (const status of ['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected']) {
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: tr(`orders.status.${status}`) })
          .first(),
      ).toBeVisible();
    }
    await expect(page.getByRole('row').filter({ hasText: 'onHold' })).toBeVisible();
    await scan(page, '/admin/orders with every status (tr)', undefined, { tags: WCAG_22_TAGS });
  });
});

async function openAndCheck(page: Page, opener: Locator, screen: string) {
  await opener.click();
  const dialog = page.locator('section[role="dialog"][aria-modal="true"]').last();
  await shown(dialog);
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0);
  await expectNoEnglish(page, screen);
}
