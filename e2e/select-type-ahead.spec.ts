import { ADMIN, expect, signIn, test } from './fixtures';
import { openAdminPage } from './admin-helpers';

// A select's type-ahead (docs/behaviour.md#admin): on the focused, closed select, keys typed within a second
// move to the first option that starts with them; a pause of a second starts a new search. The page's clock is
// Playwright's, so the pause is a jump of the clock rather than a wait.

const SEED_ORDER = '64d000000000000000000001';

test.beforeEach(async ({ page }) => {
  await page.clock.install();
  await signIn(page, ADMIN);
});

test("the order's status select: 'in' picks In Process, 'ins' In Shipping, and after a pause 'd' Delivered", async ({
  page,
}) => {
  await openAdminPage(page, 'Orders');
  await page
    .getByRole('row')
    .filter({ hasText: SEED_ORDER })
    .getByRole('button', { name: 'View Details' })
    .click();
  const status = page.getByRole('dialog', { name: 'Order Details' }).getByLabel('Order Status');
  await expect(status).toHaveValue('Delivered');
  await status.focus();

  await page.keyboard.type('in');
  await expect(status).toHaveValue('In Process');
  await page.keyboard.type('s');
  await expect(status).toHaveValue('In Shipping');
  // Typing never opened the list.
  await expect(status).toHaveAttribute('aria-expanded', 'false');

  await page.clock.fastForward(1000);
  await page.keyboard.type('d');
  await expect(status).toHaveValue('Delivered');
  // Without the pause, 'd' would have continued "insd", which matches nothing.
  await page.keyboard.type('p');
  await expect(status).toHaveValue('Delivered');
  await page.clock.fastForward(1000);
  await page.keyboard.type('p');
  await expect(status).toHaveValue('Pending');

  // What the keys chose is what is sent.
  const update = page.waitForRequest((request) =>
    request.url().includes(`/api/admin/orders/update/${SEED_ORDER}`),
  );
  await page.getByRole('button', { name: 'Update Order Status' }).click();
  expect((await update).postDataJSON()).toEqual({ orderStatus: 'pending' });
});

test("the products' category filter and sort, and the product form's category, answer to typing", async ({
  page,
}) => {
  await openAdminPage(page, 'Products');
  const category = page.getByRole('combobox', { name: 'Category' });
  await category.focus();
  await page.keyboard.type('c');
  await expect(category).toHaveValue('Chocolate');
  await page.keyboard.type('o');
  await expect(category).toHaveValue('Coffee');
  await page.keyboard.type('s');
  await expect(category).toHaveValue('Cosmetics');
  // The URL is checked after the keys: waiting for it between them could outlast the second that joins them.
  await expect(page).toHaveURL(/[?&]category=cosmetics/);

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.focus();
  await page.keyboard.type('pr');
  await expect(sort).toHaveValue('Price');
  await expect(page).toHaveURL(/[?&]sort=price/);

  await page.getByRole('button', { name: 'Add New Product' }).click();
  const formCategory = page
    .getByRole('dialog', { name: 'Add New Product' })
    .getByRole('combobox', { name: 'Category' });
  await formCategory.focus();
  await page.keyboard.type('tu');
  await expect(formCategory).toHaveValue('Turkish delight');
});
