import { ADMIN, expect, signIn, test } from './fixtures';
import { openAdminPage } from './admin-helpers';

const SEED_ORDER = '64d000000000000000000001';

test(
  "changing an order's status toasts the server's message and updates the badge",
  { tag: '@data-shape' },
  async ({ page }) => {
    await signIn(page, ADMIN);
    await openAdminPage(page, 'Orders');
    await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: SEED_ORDER });
    await expect(row.getByRole('cell', { name: '2026-10-02', exact: true })).toBeVisible();
    await expect(row.getByText('Delivered')).toBeVisible();

    await row.getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog.getByText('Moda Caddesi 42, Kadıköy')).toBeVisible();
    await expect(dialog.getByText('Quantity: 2')).toBeVisible();
    await expect(dialog.getByText('paypal')).toBeVisible();
    await expect(dialog.getByLabel('Order Status')).toHaveValue('Delivered');

    await dialog.getByLabel('Order Status').click();
    await page.getByRole('option', { name: 'Rejected' }).click();
    const update = page.waitForRequest((request) =>
      request.url().includes(`/api/admin/orders/update/${SEED_ORDER}`),
    );
    await dialog.getByRole('button', { name: 'Update Order Status' }).click();
    expect((await update).postDataJSON()).toEqual({ orderStatus: 'rejected' });

    await expect(page.getByRole('status').getByText('Order status is updated successfully!')).toBeVisible();
    const dialogBadge = dialog.getByText('Rejected', { exact: true }).first();
    await expect(dialogBadge).toBeVisible();
    await expect(row.getByText('Rejected')).toBeVisible();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  },
);
