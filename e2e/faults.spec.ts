import type { Page } from '@playwright/test';
import type { MockFault, MockOverride } from '../mocks/overrides';
import {
  ADMIN,
  clearBackendOverrides,
  expect,
  mockRequests,
  overrideBackend,
  recordToasts,
  storeSession,
  test,
  waitForMockCalls,
} from './fixtures';
import { ANTEP, CEVIZLI, cartButton, openCart, seedAddresses, seedCart } from './cart-helpers';
import { openAdminPage, PNG_1PX } from './admin-helpers';

/**
 * Fault injection: each of the 35 backend calls of docs/behaviour.md#backend-calls gets each of these faults
 * from the mock backend, and the app must stay usable: no white screen, no endless spinner, buttons usable
 * again, failed loads empty silently, failed changes toasted, optimistic changes rolled back, and what was typed
 * still there.
 *
 * The mock's `bad-schema` fault is not a column of its own: a body of the wrong types and one that is not JSON
 * reach the app as one error (kind `schema`, status 200, the same message), which src/app/api-client.test.ts
 * shows for a read, the sign-in and a write that reads only its message; `malformed-json` stands for both here.
 *
 * A `delay` holds the call for 10 s, then the mock backend does it: the app gave up after 8 s, but the write
 * lands all the same. Those tests look at the end state once it has landed: the screen must show what the
 * server holds. Every "nothing changed" check looks only once the mock backend has answered the call
 * (waitForMockCalls), so it cannot pass merely because it looked too early.
 */
const FAULTS = ['http-500', 'network', 'malformed-json', 'delay'] as const satisfies MockFault[];
type Fault = (typeof FAULTS)[number];

const INJECTED_MESSAGE = 'Injected failure: the database is unavailable';
/** The app gives up on a call after 8 s, so a 10 s delay must end in a clear state well inside this. */
const SETTLED = { timeout: 20_000 };
/**
 * A delayed write lands 10 s after it was sent, 2 s after the app gave up; the app reads what it changed
 * again over the 10 s after the failure (LATE_WRITE_RECHECKS_MS), so the screen shows it well inside this.
 */
const LANDED = { timeout: 30_000 };
const SEEDED_ADDRESS = 'Moda Caddesi 42, Kadıköy, Istanbul';
const SEED_ORDER = '64d000000000000000000001';
const CEVIZLI_ADMIN = 'Cevizli Baklava, 500 g';

type Method = MockOverride['method'];
const inject = (method: Method, path: string, fault: Fault): MockOverride => ({
  method,
  path,
  fault,
  message: INJECTED_MESSAGE,
  delayMs: 10_000,
});

/**
 * Waits until the mock backend has finished with the call (answered it, failed it, or, for a delay, done it
 * late): only then does "nothing changed" mean the server did not change it.
 */
function answered(page: Page, method: Method, path: RegExp, count = 1) {
  return waitForMockCalls(page, method, path, { count, timeout: 30_000 });
}

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

/** The rule for failed loads: nothing is announced (a failed change shows a toast: expectToastAfterFault). */
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

    test('cart: a failed add rolls the badge back, a late one shows once it lands, the button works again', async ({
      page,
    }) => {
      await storeSession(page);
      await page.goto('/shop/listing?category=Baklava');
      const card = page.getByRole('article', { name: ANTEP.title });
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 0 items');
      await overrideBackend(page, inject('POST', '*/api/shop/cart/add', fault));
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await answered(page, 'POST', /^\/api\/shop\/cart\/add$/);
      // A failed change says so: the server's message, or the default (docs/behaviour.md#failure-rules).
      await expectToastAfterFault(fault);
      await expectSettled(page);
      // A delayed add lands after the app gave up: the cart is read again and shows it.
      await expect(cartButton(page)).toHaveAccessibleName(
        fault === 'delay' ? 'Cart, 1 item' : 'Cart, 0 items',
        LANDED,
      );
      await expect(card.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
      expect(await toastLog()).not.toContain('Product is added to cart');
      const adds = await mockRequests(page);
      expect(adds.filter((call) => call.path === '/api/shop/cart/add')).toHaveLength(1);
    });

    test('address: a failed add keeps what was typed and adds nothing; a late one shows and counts', async ({
      page,
    }) => {
      await storeSession(page);
      await page.goto('/shop/account');
      // A second address, so an add that lands late makes three: the limit.
      await seedAddresses(page, [
        { address: 'Alsancak 1', city: 'Izmir', pincode: '35220', phone: '+90 232 1', notes: 'Shop' },
      ]);
      await page.getByRole('tab', { name: 'Address' }).click();
      await expect(page.getByRole('listitem', { name: 'Alsancak 1, Izmir' })).toBeVisible();
      await overrideBackend(page, inject('POST', '*/api/shop/address/add', fault));
      const field = (name: string) => page.getByRole('textbox', { name, exact: true });
      await field('Address').fill('Bağdat Caddesi 9');
      await field('City').fill('Istanbul');
      await field('Pincode').fill('34739');
      await field('Phone').fill('+90 555 000 0099');
      await field('Notes').fill('Blue door');
      await page.getByRole('button', { name: 'Add Address' }).click();
      await answered(page, 'POST', /^\/api\/shop\/address\/add$/);
      await expectToastAfterFault(fault);
      await expectSettled(page);
      const added = page.getByRole('listitem', { name: 'Bağdat Caddesi 9, Istanbul' });
      const unconfirmed = page
        .getByRole('alert')
        .filter({ hasText: 'We could not confirm that this address was saved' });
      if (fault === 'delay') {
        // It landed after the app gave up: the list shows it, the form says so and starts over…
        await expect(added).toBeVisible(LANDED);
        await expect(
          page.getByRole('status').filter({ hasText: 'Your address was saved after all' }),
        ).toHaveText('Your address was saved after all: it is in the list above.');
        await expect(field('Address')).toHaveValue('');
        // …and it counts: a fourth is refused without a request.
        await field('Address').fill('Fourth Street 4');
        await field('City').fill('Bursa');
        await field('Pincode').fill('16000');
        await field('Phone').fill('+90 224 4');
        await field('Notes').fill('Four');
        await page.getByRole('button', { name: 'Add Address' }).click();
        await expect.poll(toastLog).toContain('You can add max 3 addresses');
      } else {
        // No answer we could read: the shopper is told it may have been saved, and the list shows what is.
        if (fault === 'http-500') await expect(unconfirmed).toHaveCount(0);
        else await expect(unconfirmed).toBeVisible();
        await expect(added).toHaveCount(0);
        await expect(field('Address')).toHaveValue('Bağdat Caddesi 9');
        await expect(field('Notes')).toHaveValue('Blue door');
        await expect(page.getByRole('button', { name: 'Add Address' })).toBeEnabled();
      }
      await expect(page.getByRole('listitem', { name: SEEDED_ADDRESS })).toBeVisible();
      expect(await toastLog()).not.toContain('Address added successfully');
      // One add from the app (the seeding above went straight to the backend, before the override).
      const adds = (await mockRequests(page)).filter(
        (call) => call.path === '/api/shop/address/add' && call.override !== null,
      );
      expect(adds).toHaveLength(1);
    });

    test('order: Order Now after a fault says what happened and is never sent twice by itself', async ({
      page,
    }) => {
      await storeSession(page);
      await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
      await page.goto('/shop/checkout');
      await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
      await overrideBackend(page, inject('POST', '*/api/shop/order/create', fault));
      await page.getByRole('button', { name: 'Order Now' }).click();
      if (fault === 'delay') {
        // Order Now waits 30 s (the provider's payment is made in the same call): 10 s is slow, not failed.
        await expect(page).toHaveURL(/\/mock-paypal\/approve/, SETTLED);
        return;
      }
      await answered(page, 'POST', /^\/api\/shop\/order\/create$/);
      const notice = page.getByRole('alert').filter({ hasText: 'We could not confirm your order' });
      if (fault === 'http-500') {
        // A refusal: nothing was created, the server's words are shown.
        await expect(page.getByRole('main').getByRole('alert')).toContainText(INJECTED_MESSAGE);
        await expect(notice).toHaveCount(0);
      } else {
        // No answer we could read: the order may exist. The page says so and looks for it in the orders
        // before it offers Order Now again; here none was created.
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(
          'No new order has appeared in your orders, so nothing was ordered or charged. You can press Order Now again.',
          LANDED,
        );
        await expect(notice.getByRole('link', { name: 'View your orders' })).toBeVisible();
      }
      await expectSettled(page);
      await expect(page).toHaveURL(/\/shop\/checkout/);
      await expect(page.getByRole('listitem', { name: ANTEP.title })).toBeVisible();
      await expect(page.getByRole('radio', { name: SEEDED_ADDRESS })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Order Now' })).toBeEnabled();
      expect(await page.evaluate(() => sessionStorage.getItem('currentOrderId'))).toBeNull();
      const creates = (await mockRequests(page)).filter((call) => call.path === '/api/shop/order/create');
      expect(creates).toHaveLength(1);
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
      await answered(page, 'POST', /^\/api\/shop\/review\/add$/);
      await expectToastAfterFault(fault);
      await expectSettled(page);
      await expect(dialog.getByLabel('Your review')).toHaveValue('Worth every lira.');
      await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
      // A delayed review lands after the app gave up: the reviews are read again and show it.
      const posted = dialog.getByRole('listitem').filter({ hasText: 'Worth every lira.' });
      if (fault === 'delay') await expect(posted).toHaveCount(1, LANDED);
      else await expect(posted).toHaveCount(0);
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
      await answered(page, 'POST', /^\/api\/admin\/products\/add$/);
      await expectSettled(page);
      await expect(sheet).toBeVisible();
      await expect(sheet.getByLabel('Title')).toHaveValue('Gül Lokumu, 250 g');
      await expect(sheet.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('$9.5');
      await expect(sheet.getByRole('button', { name: 'Add Product' })).toBeEnabled();
      expect(await toastLog()).not.toContain('Product added successfully');
      // Behind the sheet, the grid shows what the server holds: a delayed add landed after the app gave up.
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('article', { name: 'Gül Lokumu, 250 g' })).toHaveCount(
        fault === 'delay' ? 1 : 0,
        LANDED,
      );
    });

    test('admin orders: a failed status update keeps the choice; the badge shows what the server holds', async ({
      page,
    }) => {
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
      await answered(page, 'PUT', /^\/api\/admin\/orders\/update\//);
      await expectSettled(page);
      await expect(dialog.getByLabel('Order Status')).toHaveValue('Rejected');
      await expect(dialog.getByRole('button', { name: 'Update Order Status' })).toBeEnabled();
      // A delayed update lands after the app gave up: the table is read again and shows it.
      await expect(row.getByText(fault === 'delay' ? 'Rejected' : 'Delivered', { exact: true })).toBeVisible(
        LANDED,
      );
    });

    test('features: a failed add keeps the uploaded image; the list shows what the server holds', async ({
      page,
    }) => {
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
      await answered(page, 'POST', /^\/api\/common\/feature\/add$/);
      await expectToastAfterFault(fault);
      await expectSettled(page);
      await expect(page.getByRole('img', { name: 'Uploaded image preview' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
      // A delayed add lands after the app gave up: the list is read again and shows it.
      await expect(images).toHaveCount(fault === 'delay' ? 4 : 3, LANDED);
    });

    test('cart: a failed quantity change and a failed delete roll back; late ones show once they land', async ({
      page,
    }) => {
      await storeSession(page);
      await seedCart(page, [
        { productId: ANTEP.id, quantity: 1 },
        { productId: CEVIZLI.id, quantity: 2 },
      ]);
      await page.goto('/shop/account');
      const sheet = await openCart(page);
      const antepQuantity = sheet.getByRole('status', { name: `Quantity of ${ANTEP.title}` });
      await expect(antepQuantity).toHaveText('1');

      await overrideBackend(page, inject('PUT', '*/api/shop/cart/update-cart', fault));
      await sheet.getByRole('button', { name: `Increase quantity of ${ANTEP.title}` }).click();
      await answered(page, 'PUT', /^\/api\/shop\/cart\/update-cart$/);
      await expectToastAfterFault(fault);
      await expect(antepQuantity).toHaveText(fault === 'delay' ? '2' : '1', LANDED);
      await expect(cartButton(page)).toHaveAccessibleName(
        fault === 'delay' ? 'Cart, 4 items' : 'Cart, 3 items',
        LANDED,
      );

      await overrideBackend(page, inject('DELETE', '*/api/shop/cart/:userId/:productId', fault));
      await sheet.getByRole('button', { name: `Delete ${CEVIZLI.title} from the cart` }).click();
      await answered(page, 'DELETE', /^\/api\/shop\/cart\/[^/]+\/[^/]+$/);
      await expect(sheet.getByRole('listitem', { name: CEVIZLI.title })).toHaveCount(
        fault === 'delay' ? 0 : 1,
        LANDED,
      );
      await expectSettled(page);
      expect(await toastLog()).not.toContain('Cart item is updated successfully');
      expect(await toastLog()).not.toContain('Cart item is deleted successfully');
    });

    test('address: a failed edit and a failed delete keep the list as the server holds it', async ({
      page,
    }) => {
      await storeSession(page);
      await page.goto('/shop/account');
      await page.getByRole('tab', { name: 'Address' }).click();
      await expect(page.getByRole('listitem', { name: SEEDED_ADDRESS })).toBeVisible();
      const edited = 'Moda Caddesi 42, Kadıköy, Ankara';

      await overrideBackend(page, inject('PUT', '*/api/shop/address/update/:userId/:addressId', fault));
      await page.getByRole('button', { name: `Edit ${SEEDED_ADDRESS}` }).click();
      const city = page.getByRole('textbox', { name: 'City', exact: true });
      await city.fill('Ankara');
      await page.getByRole('button', { name: 'Update Address' }).click();
      await answered(page, 'PUT', /^\/api\/shop\/address\/update\//);
      await expectToastAfterFault(fault);
      await expectSettled(page);
      // Still editing, with what was typed; a delayed edit shows in the list once it lands.
      await expect(city).toHaveValue('Ankara');
      await expect(page.getByRole('button', { name: 'Update Address' })).toBeEnabled();
      const current = fault === 'delay' ? edited : SEEDED_ADDRESS;
      await expect(page.getByRole('listitem', { name: current })).toBeVisible(LANDED);

      await overrideBackend(page, inject('DELETE', '*/api/shop/address/delete/:userId/:addressId', fault));
      await page.getByRole('button', { name: `Delete ${current}` }).click();
      await answered(page, 'DELETE', /^\/api\/shop\/address\/delete\//);
      if (fault === 'delay') await expect(page.getByText('No saved addresses yet.')).toBeVisible(LANDED);
      else await expect(page.getByRole('listitem', { name: current })).toBeVisible();
      await expectSettled(page);
      expect(await toastLog()).not.toContain('Address updated successfully');
      expect(await toastLog()).not.toContain('Address deleted successfully');
    });

    test('admin products: a failed edit and a failed delete toast; the grid shows what the server holds', async ({
      page,
    }) => {
      await storeSession(page, ADMIN);
      await page.goto('/admin/products');
      const renamed = 'Cevizli Baklava, 750 g';
      await overrideBackend(page, inject('PUT', '*/api/admin/products/edit/:id', fault));
      await page.getByRole('article', { name: CEVIZLI_ADMIN }).getByRole('button', { name: 'Edit' }).click();
      const sheet = page.getByRole('dialog', { name: 'Edit Product' });
      await sheet.getByLabel('Title').fill(renamed);
      await sheet.getByRole('button', { name: 'Save Changes' }).click();
      await expectToastAfterFault(fault);
      await answered(page, 'PUT', /^\/api\/admin\/products\/edit\//);
      await expectSettled(page);
      await expect(sheet.getByLabel('Title')).toHaveValue(renamed);
      await expect(sheet.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      const current = fault === 'delay' ? renamed : CEVIZLI_ADMIN;
      await expect(page.getByRole('article', { name: current })).toBeVisible(LANDED);

      await overrideBackend(page, inject('DELETE', '*/api/admin/products/delete/:id', fault));
      await page.getByRole('article', { name: current }).getByRole('button', { name: 'Delete' }).click();
      await page
        .getByRole('dialog', { name: 'Delete product' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await answered(page, 'DELETE', /^\/api\/admin\/products\/delete\//);
      await expect(page.getByRole('article', { name: current })).toHaveCount(
        fault === 'delay' ? 0 : 1,
        LANDED,
      );
      await expectSettled(page);
      expect(await toastLog()).not.toMatch(/Product (updated|delete) successfully/);
    });

    test('admin products: a failed image upload says so in the sheet and another file can be chosen', async ({
      page,
    }) => {
      await storeSession(page, ADMIN);
      await page.goto('/admin/products');
      await page.getByRole('button', { name: 'Add New Product' }).click();
      const sheet = page.getByRole('dialog', { name: 'Add New Product' });
      await overrideBackend(page, inject('POST', '*/api/admin/products/upload-image', fault));
      await sheet
        .getByLabel('Upload Image')
        .setInputFiles({ name: 'lokum.png', mimeType: 'image/png', buffer: PNG_1PX });
      await answered(page, 'POST', /^\/api\/admin\/products\/upload-image$/);
      const preview = sheet.getByRole('img', { name: 'Uploaded image preview' });
      if (fault === 'delay') {
        // Uploads wait 60 s: a 10 s upload is slow, not failed.
        await expect(preview).toBeVisible(SETTLED);
      } else {
        const problem = sheet.getByRole('alert');
        await expect(problem).toBeVisible(SETTLED);
        if (fault === 'http-500') await expect(problem).toContainText(INJECTED_MESSAGE);
        await expect(preview).toHaveCount(0);
        await expect(sheet.getByLabel('Upload Image')).toBeEnabled();
      }
      await expectSettled(page);
      await expect(sheet.getByLabel('Title')).toBeEditable();
    });

    test('features: a failed delete toasts; the list shows what the server holds', async ({ page }) => {
      await storeSession(page, ADMIN);
      await page.goto('/admin/dashboard');
      const images = page.getByRole('button', { name: /^Delete feature image \d+$/ });
      await expect(images).toHaveCount(3);
      await overrideBackend(page, inject('DELETE', '*/api/common/feature/delete/:id', fault));
      await page.getByRole('button', { name: 'Delete feature image 1' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete feature image' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expectToastAfterFault(fault);
      await answered(page, 'DELETE', /^\/api\/common\/feature\/delete\//);
      await expect(confirm).toBeHidden(SETTLED);
      await expect(images).toHaveCount(fault === 'delay' ? 2 : 3, LANDED);
      await expectSettled(page);
    });

    test('auth: a failed logout still ends the session on this device', async ({ page }) => {
      await storeSession(page);
      await page.goto('/shop/account');
      await expect(page.getByRole('tab', { name: 'Orders' })).toBeVisible();
      await overrideBackend(page, inject('POST', '*/api/auth/logout', fault));
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/, SETTLED);
      await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('shop-auth'))).toBeNull();
      await answered(page, 'POST', /^\/api\/auth\/logout$/);
      await expectSettled(page);
    });

    test('auth: failed register, verify, reset request and reset keep what was typed and say so', async ({
      page,
    }) => {
      test.slow();
      // Each screen's own words; a 500's message only where the screen shows the server's words.
      const said = async (screenMessage: string, serverWords: boolean) => {
        await expect
          .poll(toastLog, SETTLED)
          .toContain(fault === 'http-500' && serverWords ? INJECTED_MESSAGE : screenMessage);
      };

      await page.goto('/auth/register');
      await overrideBackend(page, inject('POST', '*/api/auth/register', fault));
      await page.getByLabel('User Name').fill('Elif Demir');
      await page.getByLabel('Email').fill('elif@example.com');
      await page.getByLabel('Password').fill('lokum-elif');
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await answered(page, 'POST', /^\/api\/auth\/register$/);
      await said('Registration failed', true);
      await expectSettled(page);
      await expect(page).toHaveURL(/\/auth\/register$/);
      await expect(page.getByLabel('Email')).toHaveValue('elif@example.com');
      await expect(page.getByRole('button', { name: 'Sign Up' })).toBeEnabled();

      await page.goto('/auth/verify');
      await overrideBackend(page, inject('POST', '*/api/auth/verify', fault));
      await page.getByLabel('Email').fill('elif@example.com');
      await page.getByLabel('Code').fill('123456');
      await page.getByRole('button', { name: 'Verify' }).click();
      await answered(page, 'POST', /^\/api\/auth\/verify$/);
      await said('Verification failed', false);
      await expect(page).toHaveURL(/\/auth\/verify/);
      await expect(page.getByLabel('Code')).toHaveValue('123456');
      await expect(page.getByRole('button', { name: 'Verify' })).toBeEnabled();

      await page.goto('/auth/request-reset');
      await overrideBackend(page, inject('POST', '*/api/auth/request-reset', fault));
      await page.getByLabel('Email').fill('shopper@lokum.shop');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await answered(page, 'POST', /^\/api\/auth\/request-reset$/);
      await said('Failed to send email', false);
      await expect(page).toHaveURL(/\/auth\/request-reset$/);
      await expect(page.getByLabel('Email')).toHaveValue('shopper@lokum.shop');

      await page.goto('/auth/reset-password/some-token');
      await overrideBackend(page, inject('POST', '*/api/auth/reset-password/:token', fault));
      await page.getByLabel('New Password').fill('new-pass-1');
      await page.getByLabel('Confirm Password').fill('new-pass-1');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await answered(page, 'POST', /^\/api\/auth\/reset-password\//);
      await said('Failed to reset password', false);
      await expect(page).toHaveURL(/\/auth\/reset-password\/some-token$/);
      await expect(page.getByLabel('New Password')).toHaveValue('new-pass-1');
      await expectSettled(page);
    });

    test("product details: a failed load keeps the list's copy, and says so for a product no list holds", async ({
      page,
    }) => {
      await storeSession(page);
      await overrideBackend(page, inject('GET', '*/api/shop/products/get/:id', fault));
      await page.goto(`/shop/listing?category=Baklava&product=${ANTEP.id}`);
      const dialog = page.getByRole('dialog', { name: ANTEP.title });
      await answered(page, 'GET', /^\/api\/shop\/products\/get\/[^/]+$/);
      await expectSettled(page);
      await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      // A link to a product that no list on the page holds: only the detail call could show it.
      await page.goto(`/shop/search?product=${ANTEP.id}`);
      const missing = page.getByRole('dialog', { name: 'Product not available' });
      await expect(
        missing.getByText('This product could not be loaded. It may have been removed.'),
      ).toBeVisible(SETTLED);
      await missing.getByRole('button', { name: 'Close' }).click();
      await expect(missing).toBeHidden();
      await expectSettled(page);
      await expectNoToast();
    });

    test('order details: a failed load in the account and in the admin shows the order from the list', async ({
      page,
    }) => {
      await storeSession(page);
      await overrideBackend(page, inject('GET', '*/api/shop/order/details/:id', fault));
      await page.goto('/shop/account');
      await page.getByRole('button', { name: `View Details of order ${SEED_ORDER}` }).click();
      const details = page.getByRole('dialog', { name: 'Order Details' });
      await answered(page, 'GET', /^\/api\/shop\/order\/details\//);
      await expectSettled(page);
      await expect(details.getByText(SEED_ORDER)).toBeVisible();
      await expect(details.getByRole('list', { name: 'Order items' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(details).toBeHidden();

      // The admin now, in the same tab: the shopper's stored session goes first, so sign-in opens as a guest.
      await page.evaluate(() => localStorage.removeItem('shop-auth'));
      await storeSession(page, ADMIN);
      await overrideBackend(page, inject('GET', '*/api/admin/orders/details/:id', fault));
      await page.goto('/admin/orders');
      await page
        .getByRole('row')
        .filter({ hasText: SEED_ORDER })
        .getByRole('button', { name: 'View Details' })
        .click();
      await answered(page, 'GET', /^\/api\/admin\/orders\/details\//);
      await expectSettled(page);
      await expect(details.getByText(SEED_ORDER)).toBeVisible();
      await expect(details.getByLabel('Order Status')).toHaveValue('Delivered');
      await expect(details.getByRole('button', { name: 'Update Order Status' })).toBeEnabled();
      await expectNoToast();
    });
  });
}

test('order: an Order Now that times out while its order lands late shows that unpaid order and the way on', async ({
  page,
}) => {
  // 30 s of waiting for the create call, then the order lands and the page finds it.
  test.slow();
  await storeSession(page);
  await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
  await page.goto('/shop/checkout');
  await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
  // Longer than Order Now's 30 s: the app gives up, and the mock creates the order a second later.
  await overrideBackend(page, { ...inject('POST', '*/api/shop/order/create', 'delay'), delayMs: 31_000 });
  await page.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.getByRole('button', { name: 'Order Now' })).toBeDisabled();

  const notice = page.getByRole('alert').filter({ hasText: 'We could not confirm your order' });
  await expect(notice).toBeVisible({ timeout: 40_000 });
  await answered(page, 'POST', /^\/api\/shop\/order\/create$/);
  await expect(notice).toContainText(/We found an unpaid order, [0-9a-f]{24}, for \$24\.99\./, LANDED);
  await expect(notice).toContainText(
    'To pay for these items, press Order Now again: a new order is created and paid, and the unpaid one stays in your orders as pending.',
  );
  const unpaidId = /order, ([0-9a-f]{24}),/.exec((await notice.textContent()) ?? '')?.[1] ?? '';
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  expect((await mockRequests(page)).filter((call) => call.path === '/api/shop/order/create')).toHaveLength(1);

  // The account lists it as pending, as the notice said.
  await notice.getByRole('link', { name: 'View your orders' }).click();
  const unpaidRow = page.getByRole('row').filter({ hasText: unpaidId });
  await expect(unpaidRow.getByText('Pending', { exact: true })).toBeVisible();

  // The way on: Order Now again makes a new order, which is paid; the unpaid one stays pending.
  await clearBackendOverrides(page);
  await page.goto('/shop/checkout');
  await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
  await page.getByRole('button', { name: 'Order Now' }).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
  await page.getByRole('link', { name: 'View Orders' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Confirmed' })).toHaveCount(1);
  await expect(unpaidRow.getByText('Pending', { exact: true })).toBeVisible();
});

test('cart: a change shows at once while its write is pending, and a refusal rolls it back before the cart is read again', async ({
  page,
}) => {
  await storeSession(page);
  await seedCart(page, [
    { productId: ANTEP.id, quantity: 1 },
    { productId: CEVIZLI.id, quantity: 2 },
  ]);
  await page.goto('/shop/account');
  const sheet = await openCart(page);
  const antepQuantity = sheet.getByRole('status', { name: `Quantity of ${ANTEP.title}` });
  await expect(antepQuantity).toHaveText('1');
  // Writes take 1.5 s and are then refused; cart reads take 6 s, so until then only a rollback can undo a change.
  const slowRefusal = (method: Method, path: string): MockOverride[] => [
    { method, path, fault: 'delay', delayMs: 1_500 },
    { method, path, fault: 'http-500', message: INJECTED_MESSAGE },
  ];
  await overrideBackend(
    page,
    ...slowRefusal('PUT', '*/api/shop/cart/update-cart'),
    ...slowRefusal('DELETE', '*/api/shop/cart/:userId/:productId'),
    { method: 'GET', path: '*/api/shop/cart/get/:userId', fault: 'delay', delayMs: 6_000 },
  );
  const noCartReadAnswered = async () => {
    const reads = (await mockRequests(page)).filter((call) => call.path.startsWith('/api/shop/cart/get/'));
    expect(reads.filter((call) => call.fault === 'delay' && call.ended)).toEqual([]);
  };

  await sheet.getByRole('button', { name: `Increase quantity of ${ANTEP.title}` }).click();
  await expect(antepQuantity).toHaveText('2');
  await expect(antepQuantity).toHaveText('1', { timeout: 4_000 });
  await noCartReadAnswered();

  const cevizli = sheet.getByRole('listitem', { name: CEVIZLI.title });
  await sheet.getByRole('button', { name: `Delete ${CEVIZLI.title} from the cart` }).click();
  await expect(cevizli).toHaveCount(0);
  await expect(cevizli).toHaveCount(1, { timeout: 4_000 });
  await noCartReadAnswered();

  // The reads that follow find the same: the server never changed.
  await waitForMockCalls(page, 'GET', /^\/api\/shop\/cart\/get\//, { count: 2 });
  await expect(antepQuantity).toHaveText('1');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
});
