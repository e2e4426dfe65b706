import { expect, signIn, test } from './fixtures';

const SEED_ORDER_ID = '64d000000000000000000001';

test.describe('account', () => {
  test('opens on the Orders tab with the order table', { tag: '@data-shape' }, async ({ page }) => {
    await signIn(page);
    await page.goto('/shop/account');
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    for (const header of ['Order ID', 'Order Date', 'Order Status', 'Order Price']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
    }
    const row = page.getByRole('row').filter({ hasText: SEED_ORDER_ID });
    // The date part only.
    await expect(row.getByRole('cell', { name: '2026-10-02', exact: true })).toBeVisible();
    await expect(row.getByText('Delivered')).toBeVisible();
  });

  test(
    'View Details shows the lines, address, payment and status, and clears on close',
    { tag: '@data-shape' },
    async ({ page }) => {
      await signIn(page);
      await page.goto('/shop/account');
      const detailsCall = page.waitForRequest((request) =>
        request.url().endsWith(`/api/shop/order/details/${SEED_ORDER_ID}`),
      );
      await page.getByRole('button', { name: `View Details of order ${SEED_ORDER_ID}` }).click();
      await detailsCall;
      const dialog = page.getByRole('dialog', { name: 'Order Details' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(SEED_ORDER_ID);
      await expect(dialog).toContainText('2026-10-02');
      await expect(dialog).toContainText('paypal');
      await expect(dialog).toContainText('paid');
      // The status badge comes first; the order's steps below name Delivered too.
      await expect(dialog.getByText('Delivered').first()).toBeVisible();
      await expect(dialog.getByRole('list', { name: 'Order items' }).getByRole('listitem')).toHaveCount(1);
      await expect(dialog).toContainText('Quantity: 2');
      // A backend may store a line's price as text ("19.9"): it still reads as dollars.
      await expect(dialog).toContainText(/Price: \$\d+\.\d\d/);
      await expect(dialog).toContainText('Moda Caddesi 42, Kadıköy');
      await expect(dialog).toContainText('Ring twice, the bell is loud');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Focus returns to the button that opened the dialog.
      await expect(
        page.getByRole('button', { name: `View Details of order ${SEED_ORDER_ID}` }),
      ).toBeFocused();
    },
  );
});
