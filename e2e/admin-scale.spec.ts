import { scaledCatalog, scaledOrders } from '../mocks/scale';
import { foldText } from '../src/lib/format/search-text';
import { scan, WCAG_22_TAGS } from './a11y-helpers';
import { ADMIN, expect, signIn, test } from './fixtures';

/** The generated data behind ?mock-catalog=5000 and ?mock-orders=3000 (deterministic but for the dates). */
const CATALOG = scaledCatalog(5000);
const ORDERS = scaledOrders(3000);

/** A product whose title, folded (no case, no accents), matches no other title among the 5,000. */
const UNIQUE = CATALOG.slice(3000).find((candidate) => {
  const folded = foldText(candidate.title);
  return CATALOG.filter((product) => foldText(product.title).includes(folded)).length === 1;
});
const ORDER_ID = ORDERS[1234]?._id ?? '';
const REJECTED = ORDERS.filter((order) => order.orderStatus === 'rejected').length;
const OUT_OF_STOCK = CATALOG.filter((product) => product.totalStock === 0).length;

test(
  '5,000 products: a search finds one, a stock filter narrows, reload and Back restore the view; axe passes',
  { tag: '@data-shape' },
  async ({ page }) => {
    test.slow();
    if (!UNIQUE) throw new Error('no product with a unique title in the generated catalog');
    await signIn(page, ADMIN);
    await page.goto('/admin/products?mock-catalog=5000');
    const count = page.getByRole('status').filter({ hasText: /of 5,000 products$/ });
    await expect(count).toHaveText('5,000 of 5,000 products', { timeout: 30_000 });
    // Only the rows near the screen are in the DOM.
    expect(await page.locator('article').count()).toBeLessThan(100);
    await scan(page, 'admin products at 5,000', undefined, { tags: WCAG_22_TAGS });

    // Typed without capitals or Turkish letters: the search folds both.
    await page.getByLabel('Search products').fill(foldText(UNIQUE.title).toUpperCase());
    await expect(count).toHaveText('1 of 5,000 products');
    await expect(page.getByRole('article', { name: UNIQUE.title })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page).toHaveURL(/[?&]q=/);

    await page.getByLabel('Search products').fill('');
    await expect(count).toHaveText('5,000 of 5,000 products');
    await page.getByRole('combobox', { name: 'Stock' }).click();
    await page.getByRole('option', { name: 'Out of stock' }).click();
    await expect(page).toHaveURL(/stock=out/);
    await expect(count).toHaveText(`${OUT_OF_STOCK.toLocaleString('en-US')} of 5,000 products`);
    const outOfStockCards = page.getByRole('article');
    await expect(outOfStockCards.first().getByText('Out of Stock')).toBeVisible();
    expect(await outOfStockCards.count()).toBeGreaterThan(0);
    await expect(outOfStockCards.filter({ hasNotText: 'Out of Stock' })).toHaveCount(0);

    await page.reload();
    await expect(count).toHaveText(`${OUT_OF_STOCK.toLocaleString('en-US')} of 5,000 products`, {
      timeout: 30_000,
    });
    await expect(page.getByRole('combobox', { name: 'Stock' })).toHaveValue('Out of stock');

    await page.goBack();
    await expect(page).not.toHaveURL(/stock=out/);
    await expect(count).toHaveText('5,000 of 5,000 products', { timeout: 30_000 });
  },
);

test('3,000 orders: a search finds one by its id, a status filter lists only that status, reload and Back restore it; axe passes', async ({
  page,
}) => {
  test.slow();
  await signIn(page, ADMIN);
  await page.goto('/admin/orders?mock-orders=3000');
  const count = page.getByRole('status').filter({ hasText: /of 3,000 orders$/ });
  await expect(count).toHaveText('3,000 of 3,000 orders', { timeout: 30_000 });
  expect(await page.getByRole('row').count()).toBeLessThan(100);
  // Every status shows here, so each badge's contrast is measured too.
  await scan(page, 'admin orders at 3,000', undefined, { tags: WCAG_22_TAGS });

  await page.getByLabel('Search orders').fill(ORDER_ID);
  await expect(count).toHaveText('1 of 3,000 orders');
  await expect(page.getByRole('row').filter({ hasText: ORDER_ID })).toBeVisible();
  await page.getByLabel('Search orders').fill('');
  await expect(count).toHaveText('3,000 of 3,000 orders');

  // The chip's radio is visually hidden behind its label, which is what a person clicks.
  await page.getByText(`Rejected (${REJECTED})`, { exact: true }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(count).toHaveText(`${REJECTED} of 3,000 orders`);
  const statuses = page.locator('tbody [data-status]');
  await expect(statuses.first()).toBeVisible();
  expect(
    new Set(await statuses.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')))),
  ).toEqual(new Set(['rejected']));

  await page.reload();
  await expect(count).toHaveText(`${REJECTED} of 3,000 orders`, { timeout: 30_000 });
  await expect(page.getByRole('radio', { name: `Rejected (${REJECTED})` })).toBeChecked();

  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(count).toHaveText('3,000 of 3,000 orders', { timeout: 30_000 });
  await expect(page.getByRole('radio', { name: 'All (3,000)' })).toBeChecked();
});

test(
  'the dashboard shows how the shop is doing: chart, status counts linking to the list, running-out products; axe passes',
  { tag: '@data-shape' },
  async ({ page }) => {
    test.slow();
    await signIn(page, ADMIN);
    await page.goto('/admin/dashboard?mock-orders=3000');
    const overview = page.getByRole('region', { name: 'How the shop is doing' });
    await expect(overview.locator('.recharts-surface').first()).toBeVisible({ timeout: 30_000 });
    await scan(page, 'admin dashboard with the overview', undefined, { tags: WCAG_22_TAGS });

    const pending = ORDERS.filter((order) => order.orderStatus === 'pending').length;
    await overview.getByRole('link', { name: `Pending (${pending})` }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=pending/);
    await expect(page.getByRole('status').filter({ hasText: /of 3,000 orders$/ })).toHaveText(
      `${pending} of 3,000 orders`,
      { timeout: 30_000 },
    );

    await page.goBack();
    const lowStock = page
      .getByRole('region', { name: /5 or fewer left/ })
      .getByRole('button')
      .first();
    await lowStock.click();
    await expect(page.getByRole('dialog', { name: 'Edit Product' })).toBeVisible();
  },
);
