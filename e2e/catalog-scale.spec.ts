import { expect, signIn, test } from './fixtures';

test('a 5,000-product catalogue lists in a virtualised grid that scrolls to the last product', async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  await page.goto('/shop/listing?mock-catalog=5000');
  await expect(page.getByText('5000 Products')).toBeVisible({ timeout: 30_000 });

  // Only the rows near the screen are in the DOM.
  const cards = page.locator('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThan(100);

  // Sorting still works on the whole catalogue: the most expensive product comes first.
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('menuitem', { name: 'Price: High to Low' }).click();
  await expect(page).toHaveURL(/sortBy=price-hightolow/);

  await expect(async () => {
    await page.keyboard.press('End');
    await expect(page.locator('[data-product-index="4999"]')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect(await cards.count()).toBeLessThan(100);
});
