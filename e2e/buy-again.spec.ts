import type { Page, Request } from '@playwright/test';
import { OPEN_DIALOG, scan } from './a11y-helpers';
import { HAVUC, seedCart } from './cart-helpers';
import {
  ADMIN,
  expect,
  mockRequests,
  overrideBackend,
  storeSession,
  test,
  waitForMockCalls,
} from './fixtures';

/**
 * The demo shopper's second delivered order (mocks/seed-accounts.ts): Türk Kahvesi × 2, Rize Çayı × 1,
 * Havuç Dilimi Baklava × 3 (2 left in stock today) and Anzer Balı × 1, sold out since (stock 0).
 */
const BUY_AGAIN_ORDER = '64d000000000000000000010';
const COFFEE = { id: '64b0c0a1f1e2d3c4b5a6001e', title: 'Türk Kahvesi (Kurukahveci style), 250 g' };
const TEA = { id: '64b0c0a1f1e2d3c4b5a60014', title: 'Rize Çayı, 1 kg' };
const ANZER = { id: '64b0c0a1f1e2d3c4b5a6002d', title: 'Anzer Balı, 250 g' };
const SEEDED_ADDRESS = 'Moda Caddesi 42, Kadıköy, Istanbul';
/** A reviewer of the seed: the next person at the same browser. */
const AYSE = { email: 'ayse@example.com', password: 'reviewer123' };
const CART_ADD = /^\/api\/shop\/cart\/add$/;

/** Every add-to-cart body the page sends from now on, in order. */
function recordCartAdds(page: Page) {
  const bodies: unknown[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/shop/cart/add') {
      bodies.push(request.postDataJSON());
    }
  });
  return bodies;
}

async function openOrder(page: Page, orderId = BUY_AGAIN_ORDER) {
  await page.getByRole('button', { name: `View Details of order ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(orderId);
  return dialog;
}

async function signedInOnAccount(page: Page) {
  await storeSession(page);
  await page.goto('/shop/account');
}

function quantityOf(page: Page, title: string) {
  return page.getByRole('dialog', { name: 'Your Cart' }).getByLabel(`Quantity of ${title}`, { exact: true });
}

test.describe('buy again', () => {
  test(
    'a past order with a product sold out since: the rest go to the cart, the sold-out one is named, and checkout works',
    { tag: '@data-shape' },
    async ({ page }) => {
      await signedInOnAccount(page);
      const adds = recordCartAdds(page);
      const dialog = await openOrder(page);
      await dialog.getByRole('button', { name: 'Buy again' }).click();

      const sheet = page.getByRole('dialog', { name: 'Your Cart' });
      await expect(sheet).toBeVisible();
      await expect(dialog).toBeHidden();
      const result = sheet.getByTestId('buy-again-result');
      await expect(result).toContainText('3 of 4 products are in your cart');
      await expect(result).toContainText(`${ANZER.title} is out of stock`);
      await expect(result).toContainText(`${HAVUC.title}: 2 of the 3 ordered were added`);
      // The message takes the focus, so a screen reader reads it first.
      await expect(result).toBeFocused();

      await expect(quantityOf(page, COFFEE.title)).toHaveText('2');
      await expect(quantityOf(page, TEA.title)).toHaveText('1');
      await expect(quantityOf(page, HAVUC.title)).toHaveText('2');
      await expect(sheet.getByRole('listitem', { name: ANZER.title })).toHaveCount(0);
      // Today's prices: the tea is on sale now for 13.49; 2 × 8.99 + 13.49 + 2 × 44.99.
      await expect(sheet).toContainText('$13.49');
      await expect(sheet).toContainText('$121.45');
      await expect(page.getByRole('button', { name: 'Cart, 5 items' })).toBeVisible();

      // The backend received one add per product, at the ordered quantity capped by the stock; none for Anzer.
      await waitForMockCalls(page, 'POST', CART_ADD, { count: 3 });
      expect(adds).toEqual([
        expect.objectContaining({ productId: COFFEE.id, quantity: 2 }),
        expect.objectContaining({ productId: TEA.id, quantity: 1 }),
        expect.objectContaining({ productId: HAVUC.id, quantity: 2 }),
      ]);

      await scan(page, 'the cart sheet with the Buy again result', OPEN_DIALOG);

      await sheet.getByRole('button', { name: 'Checkout' }).click();
      await expect(page).toHaveURL(/\/shop\/checkout$/);
      // The checkout's own cart: the sheet's copy may still be leaving the page.
      const checkoutCart = page.getByRole('region', { name: 'Your cart' });
      await expect(checkoutCart.getByTestId('cart-total')).toHaveText('$121.45');
      await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
      const createRequest = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/shop/order/create'),
      );
      await page.getByRole('button', { name: 'Order Now' }).click();
      const created = (await createRequest).postDataJSON() as { cartItems: unknown[]; totalAmount: number };
      expect(created.totalAmount).toBe(121.45);
      expect(created.cartItems).toEqual([
        expect.objectContaining({ productId: COFFEE.id, quantity: 2, price: 8.99 }),
        expect.objectContaining({ productId: TEA.id, quantity: 1, price: 13.49 }),
        expect.objectContaining({ productId: HAVUC.id, quantity: 2, price: 44.99 }),
      ]);
      await page.getByRole('button', { name: 'Approve payment' }).click();
      await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
    },
  );

  test('a network fault on one add: that product is named as not added, the rest are added', async ({
    page,
  }) => {
    await signedInOnAccount(page);
    // Only the first add (the coffee) gets no answer.
    await overrideBackend(page, {
      method: 'POST',
      path: '*/api/shop/cart/add',
      fault: 'network',
      once: true,
    });
    const adds = recordCartAdds(page);
    const dialog = await openOrder(page);
    await dialog.getByRole('button', { name: 'Buy again' }).click();

    const result = page.getByRole('dialog', { name: 'Your Cart' }).getByTestId('buy-again-result');
    await expect(result).toContainText('2 of 4 products are in your cart');
    await expect(result).toContainText(
      `${COFFEE.title} could not be added: no clear answer came from the shop`,
    );
    await expect(result).toContainText(`${ANZER.title} is out of stock`);
    await expect(quantityOf(page, TEA.title)).toHaveText('1');
    await expect(quantityOf(page, HAVUC.title)).toHaveText('2');
    // The failed add is rolled back and never sent again by itself: the cart, read again, has no coffee.
    await expect(
      page.getByRole('dialog', { name: 'Your Cart' }).getByRole('listitem', { name: COFFEE.title }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

    const calls = await waitForMockCalls(page, 'POST', CART_ADD, { count: 3 });
    expect(calls.map((call) => call.fault)).toEqual(['network', null, null]);
    expect(adds).toEqual([
      expect.objectContaining({ productId: COFFEE.id, quantity: 2 }),
      expect.objectContaining({ productId: TEA.id, quantity: 1 }),
      expect.objectContaining({ productId: HAVUC.id, quantity: 2 }),
    ]);
  });

  test('a double click adds the order once', async ({ page }) => {
    await signedInOnAccount(page);
    const adds = recordCartAdds(page);
    const dialog = await openOrder(page);
    await dialog.getByRole('button', { name: 'Buy again' }).dblclick();

    const result = page.getByRole('dialog', { name: 'Your Cart' }).getByTestId('buy-again-result');
    await expect(result).toContainText('3 of 4 products are in your cart');
    // A second run would have queued its adds between the first run's: by now the log would hold more than 3.
    await waitForMockCalls(page, 'POST', CART_ADD, { count: 3 });
    const cartAdds = (await mockRequests(page)).filter(
      (call) => call.method === 'POST' && CART_ADD.test(call.path),
    );
    expect(cartAdds).toHaveLength(3);
    expect(adds).toHaveLength(3);
    await expect(quantityOf(page, COFFEE.title)).toHaveText('2');
    await expect(page.getByRole('button', { name: 'Cart, 5 items' })).toBeVisible();

    // The button that opened the sheet left with the order dialog: closing the sheet focuses the cart button.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cart, 5 items' })).toBeFocused();
  });

  test('what the cart already holds counts against the stock', { tag: '@data-shape' }, async ({ page }) => {
    await signedInOnAccount(page);
    // One Havuç Dilimi already in the cart: with 2 in stock, only 1 more can go in.
    await seedCart(page, [{ productId: HAVUC.id, quantity: 1 }]);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    const adds = recordCartAdds(page);
    const dialog = await openOrder(page);
    await dialog.getByRole('button', { name: 'Buy again' }).click();

    const result = page.getByRole('dialog', { name: 'Your Cart' }).getByTestId('buy-again-result');
    await expect(result).toContainText(`${HAVUC.title}: 1 of the 3 ordered were added`);
    await expect(quantityOf(page, HAVUC.title)).toHaveText('2');
    // The log starts with the page load after the seeding: the three adds of Buy again.
    await waitForMockCalls(page, 'POST', CART_ADD, { count: 3 });
    expect(adds).toContainEqual(expect.objectContaining({ productId: HAVUC.id, quantity: 1 }));
  });
});

test.describe('where the order is', () => {
  test("the shopper's dialog shows the steps with the current one marked, and passes axe", async ({
    page,
  }) => {
    await signedInOnAccount(page);
    const dialog = await openOrder(page);
    const steps = dialog.getByRole('list', { name: 'Where the order is' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toContainText('Pending');
    await expect(steps.nth(0)).toContainText('Ordered 2026-08-14');
    await expect(steps.nth(4)).toContainText('Delivered');
    await expect(steps.nth(4)).toContainText('Last update 2026-08-18');
    await expect(steps.nth(4)).toHaveAttribute('aria-current', 'step');
    await expect(dialog.locator('[aria-current="step"]')).toHaveCount(1);
    await scan(page, "the shopper's order details dialog", OPEN_DIALOG);
  });

  test("the admin's dialog shows the steps, a rejected order as a stop, and passes axe", async ({ page }) => {
    await storeSession(page, ADMIN);
    await page.goto('/admin/orders');
    const row = page.getByRole('row').filter({ hasText: BUY_AGAIN_ORDER });
    await row.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog).toContainText(BUY_AGAIN_ORDER);
    const steps = dialog.getByRole('list', { name: 'Where the order is' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(4)).toHaveAttribute('aria-current', 'step');
    await scan(page, "the admin's order details dialog", OPEN_DIALOG);

    await dialog.getByLabel('Order Status').click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    await dialog.getByRole('button', { name: 'Update Order Status' }).click();
    await expect(steps).toHaveCount(2);
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(1)).toContainText('Rejected');
    await expect(steps.nth(1)).toContainText('the order stopped here');
    // Buy again is the shopper's: the admin's dialog has none.
    await expect(dialog.getByRole('button', { name: 'Buy again' })).toHaveCount(0);
  });
});

test.describe('buy again and the end of a session', () => {
  /** Another tab of this browser, on the shop: signing out there ends this tab's session too. */
  async function anotherTab(page: Page) {
    const other = await page.context().newPage();
    await other.goto('/shop/home');
    await expect(other.getByRole('button', { name: 'User menu' })).toBeVisible();
    return {
      async signOut() {
        await other.getByRole('button', { name: 'User menu' }).click();
        await other.getByRole('menuitem', { name: 'Logout' }).click();
        await expect(other).toHaveURL(/\/auth\/login$/);
        await other.close();
        await expect(page).toHaveURL(/\/auth\/login$/);
      },
    };
  }

  async function signInHere(page: Page, account: { email: string; password: string }) {
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);
  }

  test("the next person on the same tab sees nothing of the last one's Buy again", async ({ page }) => {
    await signedInOnAccount(page);
    const dialog = await openOrder(page);
    await dialog.getByRole('button', { name: 'Buy again' }).click();
    const sheet = page.getByRole('dialog', { name: 'Your Cart' });
    await expect(sheet.getByTestId('buy-again-result')).toContainText('3 of 4 products are in your cart');

    await (await anotherTab(page)).signOut();
    await signInHere(page, AYSE);

    // The sheet is not open, and opened it shows Ayşe's empty cart alone.
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByTestId('buy-again-result')).toHaveCount(0);
    await expect(sheet).not.toContainText(COFFEE.title);
    await expect(sheet).not.toContainText(ANZER.title);
  });

  test('a run under way when the session ends stops: nothing is added for anyone, and nothing shows', async ({
    page,
  }) => {
    test.slow();
    await signedInOnAccount(page);
    const adds = recordCartAdds(page);
    // Today's products answer slowly: the session ends while the run reads them.
    await overrideBackend(page, {
      method: 'GET',
      path: '*/api/shop/products/get/:id',
      fault: 'delay',
      delayMs: 8000,
    });
    const other = await anotherTab(page);
    const dialog = await openOrder(page);
    await dialog.getByRole('button', { name: 'Buy again' }).click();
    await expect(dialog.getByRole('button', { name: 'Buy again' })).toBeDisabled();

    await other.signOut();
    await signInHere(page, AYSE);
    // The run's reads come back (four products, each read once), and the run ends there.
    await waitForMockCalls(page, 'GET', /^\/api\/shop\/products\/get\/[0-9a-f]+$/, { count: 4 });
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toHaveCount(0);
    expect(adds).toEqual([]);
    expect(
      (await mockRequests(page)).filter((record) => record.method === 'POST' && CART_ADD.test(record.path)),
    ).toEqual([]);
  });
});
