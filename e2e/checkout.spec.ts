import { ANTEP, CEVIZLI, countRequests, destructiveToastWith, seedCart } from './cart-helpers';
import { expect, signIn, test } from './fixtures';

const SEEDED_ADDRESS = 'Moda Caddesi 42, Kadıköy, Istanbul';

test.describe('checkout', () => {
  test('refuses an empty cart, then a missing address', { tag: '@data-shape' }, async ({ page }) => {
    await signIn(page);
    await page.goto('/shop/checkout');
    const orderNow = page.getByRole('button', { name: 'Order Now' });
    await orderNow.click();
    await expect(destructiveToastWith(page, 'Your cart is empty. Please add items to proceed')).toBeVisible();

    await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
    await page.reload();
    await expect(page.getByRole('listitem', { name: ANTEP.title })).toBeVisible();
    await orderNow.click();
    await expect(destructiveToastWith(page, 'Please select one address to proceed.')).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
  });

  test(
    'the full purchase: Order Now, the provider, the return, success, and the order in the account',
    { tag: '@data-shape' },
    async ({ page }) => {
      await signIn(page);
      await seedCart(page, [
        { productId: ANTEP.id, quantity: 1 },
        { productId: CEVIZLI.id, quantity: 2 },
      ]);
      const captures = countRequests(page, 'POST', '/api/shop/order/capture');
      await page.goto('/shop/checkout');
      await expect(page.getByRole('region', { name: 'Your cart' }).getByTestId('cart-total')).toHaveText(
        '$56.97',
      );
      await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();

      const createRequest = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/shop/order/create'),
      );
      await page.getByRole('button', { name: 'Order Now' }).click();
      const body = (await createRequest).postDataJSON() as Record<string, unknown>;
      expect(body).toEqual({
        userId: '64a000000000000000000002',
        cartId: expect.any(String),
        cartItems: [
          { productId: ANTEP.id, title: ANTEP.title, image: expect.any(String), price: 24.99, quantity: 1 },
          // The effective price: the sale price.
          {
            productId: CEVIZLI.id,
            title: CEVIZLI.title,
            image: expect.any(String),
            price: 15.99,
            quantity: 2,
          },
        ],
        addressInfo: {
          addressId: '64c000000000000000000001',
          address: 'Moda Caddesi 42, Kadıköy',
          city: 'Istanbul',
          pincode: '34710',
          phone: '+90 532 555 0142',
          notes: 'Ring twice, the bell is loud',
        },
        orderStatus: 'pending',
        paymentMethod: 'paypal',
        paymentStatus: 'pending',
        totalAmount: 56.97,
        orderDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        orderUpdateDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        paymentId: '',
        payerId: '',
      });
      expect(body.cartId).not.toBe('');

      // The simulated provider's approval page.
      await expect(page).toHaveURL(/\/mock-paypal\/approve/);
      await page.getByRole('button', { name: 'Approve payment' }).click();

      await expect(page).toHaveURL(/\/shop\/payment-success$/);
      await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
      expect(captures.count()).toBe(1);
      // The saved order id is gone once the payment is captured.
      expect(await page.evaluate(() => sessionStorage.getItem('currentOrderId'))).toBeNull();

      await page.getByRole('link', { name: 'View Orders' }).click();
      await expect(page).toHaveURL(/\/shop\/account$/);
      const newest = page.getByRole('row').filter({ hasText: '$56.97' });
      await expect(newest).toHaveCount(1);
      await expect(newest.getByText('Confirmed')).toBeVisible();
      // Captured orders empty the cart.
      await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    },
  );

  test('the capture is sent exactly once, even when the return page is reloaded or revisited', async ({
    page,
  }) => {
    await signIn(page);
    await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
    const captures = countRequests(page, 'POST', '/api/shop/order/capture');
    await page.goto('/shop/checkout');
    await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
    await page.getByRole('button', { name: 'Order Now' }).click();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await page.waitForURL(/\/shop\/paypal-return\?/);
    const returnUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
    expect(captures.count()).toBe(1);

    // The return page again (a reload of its address, or Forward after Back): no second capture.
    await page.goto(returnUrl);
    await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
    await page.goBack();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
    expect(captures.count()).toBe(1);
  });

  test('a reload while the capture is on its way does not capture again', async ({ page }) => {
    await signIn(page);
    await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
    const captures = countRequests(page, 'POST', '/api/shop/order/capture');
    await page.goto('/shop/checkout');
    await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/mock-paypal\/approve/);
    // A slow backend from here on, so the reload lands while the capture waits for its answer.
    await page.evaluate(() => window.localStorage.setItem('mock-latency-ms', '3000'));
    await page.getByRole('button', { name: 'Approve payment' }).click();
    // Every call now takes about 3 s (the session check comes first), so the page needs longer to appear.
    await expect(page.getByRole('heading', { name: 'Processing Payment...Please wait!' })).toBeVisible({
      timeout: 25_000,
    });
    await expect.poll(() => captures.count(), { timeout: 15_000 }).toBe(1);
    await page.reload();
    // Either the first capture went through, or the page says it cannot confirm it: never a second capture.
    await expect(
      page.getByRole('heading', { name: /Payment is successfull!|We could not confirm this payment yet/ }),
    ).toBeVisible({ timeout: 20_000 });
    expect(captures.count()).toBe(1);
  });

  test('a double click on Order Now creates one order', async ({ page }) => {
    await signIn(page);
    await seedCart(page, [{ productId: CEVIZLI.id, quantity: 1 }]);
    const creates = countRequests(page, 'POST', '/api/shop/order/create');
    await page.goto('/shop/checkout');
    await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
    await page.getByRole('button', { name: 'Order Now' }).dblclick();
    await expect(page).toHaveURL(/\/mock-paypal\/approve/);
    expect(creates.count()).toBe(1);
  });
});
