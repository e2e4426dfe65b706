import type { Page } from '@playwright/test';
import type { MockFault, MockOverride } from '../mocks/overrides';
import { ADMIN, expect, overrideBackend, recordToasts, storeSession, test } from './fixtures';
import { ANTEP, cartButton, seedCart } from './cart-helpers';
import { openAdminPage, PNG_1PX } from './admin-helpers';

/**
 * Fault injection: for every endpoint group of docs/behaviour.md#backend-calls the mock backend answers with each of these,
 * and the app must stay usable: no white screen, no endless spinner, buttons usable again, failed loads
 * empty silently, optimistic changes rolled back, and what was typed still there.
 */
const FAULTS = [
  'http-500',
  'network',
  'malformed-json',
  'bad-schema',
  'delay',
] as const satisfies MockFault[];
type Fault = (typeof FAULTS)[number];

const INJECTED_MESSAGE = 'Injected failure: the database is unavailable';
/** The app gives up on a call after 8 s, so a 10 s delay must end in a clear state well inside this. */
const SETTLED = { timeout: 20_000 };
const SEEDED_ADDRESS = 'Moda Caddesi 42, Kadıköy, Istanbul';
const SEED_ORDER = '64d000000000000000000001';

type Method = MockOverride['method'];
const inject = (method: Method, path: string, fault: Fault): MockOverride => ({
  method,
  path,
  fault,
  message: INJECTED_MESSAGE,
  delayMs: 10_000,
});

let toastLog: () => Promise<string>;

test.beforeEach(async ({ page }) => {
  toastLog = await recordToasts(page);
});

/** No white screen, no error page, and nothing still loading. */
async function expectSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"], [data-loading], .mantine-Loader-root')).toHaveCount(
    0,
    SETTLED,
  );
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
}

/** The spec's rule for failed shop mutations and loads: nothing is announced. */
async function expectNoToast() {
  expect(await toastLog()).toBe('');
}

async function expectToastAfterFault(fault: Fault) {
  // A 500 carries the server's message; the other faults have none, so the spec's default is shown.
  if (fault === 'http-500') await expect.poll(() => toastLog(), SETTLED).toContain(INJECTED_MESSAGE);
  else await expect.poll(() => toastLog(), SETTLED).not.toBe('');
}

for (const fault of FAULTS) {
  test.describe(`fault: ${fault}`, () => {
    if (fault === 'delay') test.slow();

    test('auth: a failed sign-in keeps the form filled, toasts, and Sign In works again', async ({
      page,
    }) => {
      await page.goto('/auth/login');
      await overrideBackend(page, inject('POST', '*/api/auth/login', fault));
      await page.getByLabel('Email').fill('shopper@lokum.shop');
      await page.getByLabel('Password', { exact: true }).fill('shopper123');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectToastAfterFault(fault);
      if (fault !== 'http-500') expect(await toastLog()).toContain('Login failed');
      await expectSettled(page);
      await expect(page).toHaveURL(/\/auth\/login/);
      await expect(page.getByLabel('Email')).toHaveValue('shopper@lokum.shop');
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('shopper123');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    });

    test('auth: a session check that fails on start keeps the stored session', async ({ page }) => {
      await storeSession(page);
      await overrideBackend(page, inject('GET', '*/api/auth/check-auth', fault));
      await page.goto('/shop/account');
      await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible(SETTLED);
      await expect(page).toHaveURL(/\/shop\/account/);
      await expectSettled(page);
    });

    test('products, cart and review loads empty silently for a shopper', async ({ page }) => {
      test.slow();
      await storeSession(page);
      await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
      await overrideBackend(
        page,
        inject('GET', '*/api/shop/products/get', fault),
        inject('GET', '*/api/shop/cart/get/:userId', fault),
        inject('GET', '*/api/shop/review/:productId', fault),
      );

      await page.goto('/shop/listing?category=Spices');
      await expect(page.getByText('0 Products')).toBeVisible(SETTLED);
      await expect(page.getByRole('article')).toHaveCount(0);
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
      await expectSettled(page);

      await cartButton(page).click();
      const sheet = page.getByRole('dialog', { name: 'Your Cart' });
      await expect(sheet.getByText('Your cart is empty.')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      // The product itself loads; its reviews do not, so the list is empty.
      await page.goto(`/shop/listing?category=Spices&product=${ANTEP.id}`);
      const dialog = page.getByRole('dialog', { name: ANTEP.title });
      await expect(dialog.getByText('No Reviews')).toBeVisible(SETTLED);
      await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
      await expectNoToast();
    });

    test('search, order and address loads empty silently for a shopper', async ({ page }) => {
      test.slow();
      await storeSession(page);
      await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
      await overrideBackend(
        page,
        inject('GET', '*/api/shop/search/:keyword', fault),
        inject('GET', '*/api/shop/address/get/:userId', fault),
        inject('GET', '*/api/shop/order/list/:userId', fault),
      );

      await page.goto('/shop/search?keyword=baklava');
      await expect(page.getByText('No results found!')).toBeVisible(SETTLED);
      await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('baklava');
      await expectSettled(page);

      await page.goto('/shop/account');
      await expect(page.getByText('No orders yet')).toBeVisible(SETTLED);
      await page.getByRole('tab', { name: 'Address' }).click();
      await expect(page.getByText('No saved addresses yet.')).toBeVisible(SETTLED);
      await expectSettled(page);

      // Checkout still shows the cart, with no address to pick.
      await page.goto('/shop/checkout');
      await expect(page.getByRole('listitem', { name: ANTEP.title })).toBeVisible(SETTLED);
      await expect(page.getByText('No saved addresses yet.')).toBeVisible(SETTLED);
      await expect(page.getByRole('button', { name: 'Order Now' })).toBeEnabled();
      await expectSettled(page);
      await expectNoToast();
    });

    test('products and features loads leave a usable landing page for a guest', async ({ page }) => {
      await page.goto('/auth/login');
      await overrideBackend(
        page,
        inject('GET', '*/api/shop/products/get', fault),
        inject('GET', '*/api/common/feature/get', fault),
      );
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
      await expectSettled(page);
      await expect(page.getByRole('article')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Sign Up' }).first()).toBeEnabled();
      await expectNoToast();
    });

    test('admin products, orders and features loads empty silently', async ({ page }) => {
      await storeSession(page, ADMIN);
      await overrideBackend(
        page,
        inject('GET', '*/api/admin/products/get', fault),
        inject('GET', '*/api/admin/orders/get', fault),
        inject('GET', '*/api/common/feature/get', fault),
      );
      await page.goto('/admin/dashboard');
      await expect(page.getByText('No feature images available')).toBeVisible(SETTLED);
      await expectSettled(page);
      await openAdminPage(page, 'Products');
      await expect(page.getByText('No products yet')).toBeVisible(SETTLED);
      await expect(page.getByRole('button', { name: 'Add New Product' })).toBeEnabled();
      await openAdminPage(page, 'Orders');
      await expect(page.getByText('No orders yet')).toBeVisible(SETTLED);
      await expectSettled(page);
      await expectNoToast();
    });

    test('cart: a failed add rolls the badge back and the button works again', async ({ page }) => {
      await storeSession(page);
      await page.goto('/shop/listing?category=Baklava');
      const card = page.getByRole('article', { name: ANTEP.title });
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
      await overrideBackend(page, inject('POST', '*/api/shop/cart/add', fault));
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await expectSettled(page);
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
      await expect(card.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
      expect(await toastLog()).not.toContain('Product is added to cart');
    });

    test('address: a failed add keeps what was typed and adds nothing', async ({ page }) => {
      await storeSession(page);
      await page.goto('/shop/account');
      await page.getByRole('tab', { name: 'Address' }).click();
      await expect(page.getByRole('listitem', { name: SEEDED_ADDRESS })).toBeVisible();
      await overrideBackend(page, inject('POST', '*/api/shop/address/add', fault));
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('Address').fill('Bağdat Caddesi 9');
      await field('City').fill('Istanbul');
      await field('Pincode').fill('34739');
      await field('Phone').fill('+90 555 000 0099');
      await field('Notes').fill('Blue door');
      await page.getByRole('button', { name: 'Add Address' }).click();
      await expectSettled(page);
      await expect(page.getByRole('listitem', { name: 'Bağdat Caddesi 9, Istanbul' })).toHaveCount(0);
      await expect(page.getByRole('listitem', { name: SEEDED_ADDRESS })).toBeVisible();
      await expect(field('Address')).toHaveValue('Bağdat Caddesi 9');
      await expect(field('Notes')).toHaveValue('Blue door');
      await expect(page.getByRole('button', { name: 'Add Address' })).toBeEnabled();
      expect(await toastLog()).not.toContain('Address added successfully');
    });

    test('order: a failed Order Now says so, stays on checkout and can be tried again', async ({ page }) => {
      await storeSession(page);
      await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
      await page.goto('/shop/checkout');
      await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
      await overrideBackend(page, inject('POST', '*/api/shop/order/create', fault));
      await page.getByRole('button', { name: 'Order Now' }).click();
      const problem = page.getByRole('main').getByRole('alert');
      await expect(problem).toContainText(
        fault === 'http-500' ? INJECTED_MESSAGE : 'An unexpected error occurred',
        SETTLED,
      );
      await expectSettled(page);
      await expect(page).toHaveURL(/\/shop\/checkout/);
      await expect(page.getByRole('listitem', { name: ANTEP.title })).toBeVisible();
      await expect(page.getByRole('radio', { name: SEEDED_ADDRESS })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Order Now' })).toBeEnabled();
      expect(await page.evaluate(() => sessionStorage.getItem('currentOrderId'))).toBeNull();
    });

    test('order: a failed capture ends in a clear message, never an endless wait', async ({ page }) => {
      await storeSession(page);
      await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
      await page.goto('/shop/checkout');
      await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
      await page.getByRole('button', { name: 'Order Now' }).click();
      await expect(page).toHaveURL(/\/mock-paypal\/approve/);
      await overrideBackend(page, inject('POST', '*/api/shop/order/capture', fault));
      await page.getByRole('button', { name: 'Approve payment' }).click();
      // A refusal is a failed payment; no answer or an unreadable one is checked against the order.
      const outcome =
        fault === 'http-500' ? 'The payment could not be completed' : 'We could not confirm this payment yet';
      await expect(page.getByRole('heading', { name: outcome })).toBeVisible(SETTLED);
      if (fault === 'http-500')
        await expect(page.getByRole('main').getByRole('alert')).toContainText(INJECTED_MESSAGE);
      await expectSettled(page);
      await expect(page.getByRole('link', { name: 'View Orders' })).toBeVisible();
    });

    test('review: a failed submit keeps the text and Submit works again', async ({ page }) => {
      await storeSession(page);
      await page.goto(`/shop/listing?product=${ANTEP.id}`);
      const dialog = page.getByRole('dialog', { name: ANTEP.title });
      await dialog.getByRole('radio', { name: '5 stars' }).press('Space');
      await dialog.getByLabel('Your review').fill('Worth every lira.');
      await overrideBackend(page, inject('POST', '*/api/shop/review/add', fault));
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expectSettled(page);
      await expect(dialog.getByLabel('Your review')).toHaveValue('Worth every lira.');
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
      await expect(dialog.getByText('Worth every lira.', { exact: true })).toHaveCount(0);
      expect(await toastLog()).not.toContain('Review added successfully!');
    });

    test('admin products: a failed add keeps the sheet filled and toasts', async ({ page }) => {
      await storeSession(page, ADMIN);
      await page.goto('/admin/products');
      await page.getByRole('button', { name: 'Add New Product' }).click();
      const sheet = page.getByRole('dialog', { name: 'Add New Product' });
      await sheet
        .getByLabel('Upload Image')
        .setInputFiles({ name: 'lokum.png', mimeType: 'image/png', buffer: PNG_1PX });
      await expect(sheet.getByRole('img', { name: 'Uploaded image preview' })).toBeVisible(SETTLED);
      await sheet.getByLabel('Title').fill('Gül Lokumu, 250 g');
      await sheet.getByLabel('Description').fill('Rose lokum dusted with sugar.');
      await sheet.getByLabel('Category').click();
      await page.getByRole('option', { name: 'Turkish delight' }).click();
      await sheet.getByRole('textbox', { name: 'Price', exact: true }).fill('9.50');
      await sheet.getByLabel('Total Stock').fill('40');
      await overrideBackend(page, inject('POST', '*/api/admin/products/add', fault));
      await sheet.getByRole('button', { name: 'Add Product' }).click();
      await expectToastAfterFault(fault);
      await expectSettled(page);
      await expect(sheet).toBeVisible();
      await expect(sheet.getByLabel('Title')).toHaveValue('Gül Lokumu, 250 g');
      await expect(sheet.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('$9.5');
      await expect(sheet.getByRole('button', { name: 'Add Product' })).toBeEnabled();
      expect(await toastLog()).not.toContain('Product added successfully');
    });

    test('admin orders: a failed status update keeps the choice and the old badge', async ({ page }) => {
      await storeSession(page, ADMIN);
      await page.goto('/admin/orders');
      const row = page.getByRole('row').filter({ hasText: SEED_ORDER });
      await row.getByRole('button', { name: 'View Details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Order Details' });
      await expect(dialog.getByLabel('Order Status')).toHaveValue('Delivered');
      await dialog.getByLabel('Order Status').click();
      await page.getByRole('option', { name: 'Rejected' }).click();
      await overrideBackend(page, inject('PUT', '*/api/admin/orders/update/:id', fault));
      await dialog.getByRole('button', { name: 'Update Order Status' }).click();
      await expectToastAfterFault(fault);
      await expectSettled(page);
      await expect(dialog.getByLabel('Order Status')).toHaveValue('Rejected');
      await expect(dialog.getByRole('button', { name: 'Update Order Status' })).toBeEnabled();
      await expect(row.getByText('Delivered')).toBeVisible();
    });

    test('features: a failed add keeps the uploaded image and the list as it was', async ({ page }) => {
      await storeSession(page, ADMIN);
      await page.goto('/admin/dashboard');
      const images = page.getByRole('button', { name: /^Delete feature image \d+$/ });
      await expect(images).toHaveCount(3);
      await page
        .getByLabel('Feature Image', { exact: true })
        .setInputFiles({ name: 'bayram.png', mimeType: 'image/png', buffer: PNG_1PX });
      await expect(page.getByRole('img', { name: 'Uploaded image preview' })).toBeVisible(SETTLED);
      await overrideBackend(page, inject('POST', '*/api/common/feature/add', fault));
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expectSettled(page);
      await expect(images).toHaveCount(3);
      await expect(page.getByRole('img', { name: 'Uploaded image preview' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
    });
  });
}
