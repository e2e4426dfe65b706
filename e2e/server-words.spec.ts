import { readFileSync } from 'node:fs';
// papaparse is CommonJS: Node (Playwright) gives its exports as the default import only.
import papaparse from 'papaparse';
import { seedOrders } from '../mocks/seed-accounts';
import { seedProducts } from '../mocks/seed-catalog';
import {
  ADMIN,
  expect,
  overrideBackend,
  recordToasts,
  SHOPPER,
  storeSession,
  test,
  waitForMockCalls,
  type Page,
} from './fixtures';
import { ENGLISH, tr } from './i18n-helpers';

const SEED_ORDER = '64d000000000000000000001';
const UPDATE = /\/api\/admin\/orders\/update\//;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('shop-language', 'tr'));
});

/** The admin's orders in Turkish, with one order's details open on its status form. */
async function openOrderDetails(page: Page) {
  await storeSession(page, ADMIN);
  await page.goto('/admin/orders');
  const row = page.getByRole('row').filter({ hasText: SEED_ORDER });
  await row.getByRole('button', { name: tr('orders.table.viewDetails') }).click();
  const dialog = page.getByRole('dialog', { name: tr('orders.detailsDialog.title') });
  await dialog.getByLabel(tr('admin.orderStatus.label')).click();
  await page.getByRole('option', { name: tr('orders.status.rejected') }).click();
  return dialog;
}

test('in Turkish, a status change’s answers: a refusal the shop does not know as sent, “Order status is updated successfully!” in Turkish', async ({
  page,
}) => {
  const dialog = await openOrderDetails(page);
  const madeUp = 'The warehouse system is closed for stocktaking';
  await overrideBackend(page, {
    method: 'PUT',
    path: `*/api/admin/orders/update/${SEED_ORDER}`,
    fault: 'http-500',
    message: madeUp,
    once: true,
  });
  const submit = dialog.getByRole('button', { name: tr('admin.orderStatus.submit') });
  await submit.click();
  await expect(page.getByTestId('toast')).toContainText(madeUp);
  await waitForMockCalls(page, 'PUT', UPDATE);

  await submit.click();
  await expect(page.getByTestId('toast')).toContainText('Sipariş durumu başarıyla güncellendi!');
  expect(tr('server.order.statusUpdated')).toBe('Sipariş durumu başarıyla güncellendi!');
  expect(ENGLISH['server.order.statusUpdated']).toBe('Order status is updated successfully!');
});

test('in Turkish, sign-in’s refusal and its welcome are the server’s words in Turkish', async ({ page }) => {
  const toasts = await recordToasts(page);
  await page.goto('/auth/login');
  await page.getByLabel(tr('auth.field.email')).fill(SHOPPER.email);
  await page.getByLabel(tr('auth.field.password'), { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: tr('auth.login.submit') }).click();
  await expect(page.getByRole('alert')).toContainText(tr('server.auth.wrongPassword'));

  await page.getByLabel(tr('auth.field.password'), { exact: true }).fill(SHOPPER.password);
  await page.getByRole('button', { name: tr('auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect.poll(toasts).toContain(tr('server.auth.loggedIn'));
  expect(await toasts()).not.toContain('Logged in successfully');
});

test('in Turkish, a failed order of a bulk change gives the server’s reason in Turkish', async ({ page }) => {
  await storeSession(page, ADMIN);
  await page.goto('/admin/orders');
  const failing = seedOrders[0]?._id ?? '';
  await overrideBackend(page, {
    method: 'PUT',
    path: `*/api/admin/orders/update/${failing}`,
    fault: 'http-500',
    message: 'Some error occured!',
  });
  await page.getByRole('checkbox', { name: tr('admin.bulk.selectOrder', { id: failing }) }).check();
  const bar = page.getByRole('region', { name: tr('admin.bulk.region') });
  await page.getByRole('combobox', { name: tr('admin.bulk.status') }).click();
  await page.getByRole('option', { name: tr('orders.status.inShipping'), exact: true }).click();
  await bar.getByRole('button', { name: tr('admin.bulk.apply') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: tr('admin.bulk.confirm.button') })
    .click();
  await waitForMockCalls(page, 'PUT', UPDATE);
  await expect(bar.getByRole('alert').getByRole('listitem')).toHaveText([
    tr('admin.bulk.failure', { id: failing, message: tr('server.error.someErrorExclaimed') }),
  ]);
});

test('in Turkish, Export CSV writes a `;`-separated file with decimal commas and says so beside the button', async ({
  page,
}) => {
  await storeSession(page, ADMIN);
  await page.goto('/admin/products');
  const button = page.getByRole('button', { name: tr('admin.export.button') });
  await expect(button).toHaveAccessibleDescription(tr('admin.export.hint'));
  await expect(page.getByText(tr('admin.export.hint'))).toBeVisible();

  const download = page.waitForEvent('download');
  await button.click();
  const text = readFileSync(await (await download).path(), 'utf8');
  expect(text.startsWith(`\uFEFF${tr('admin.csv.products.id')};${tr('admin.csv.products.title')};`)).toBe(
    true,
  );
  // Read as Excel in Turkish reads it: split at `;`, a comma for the decimal mark.
  const { data: rows, errors } = papaparse.parse<string[]>(text.slice(1), {
    delimiter: ';',
    skipEmptyLines: true,
  });
  expect(errors).toEqual([]);
  expect(rows).toHaveLength(seedProducts.length + 1);
  for (const row of rows) expect(row).toHaveLength(8);
  const product = seedProducts.find((candidate) => candidate.price % 1 !== 0) ?? seedProducts[0];
  const row = rows.find((cells) => cells[0] === product?._id);
  expect(row?.[3]).toBe(product?.price.toFixed(2).replace('.', ','));
  expect(row?.[1]).toBe(product?.title);
});
