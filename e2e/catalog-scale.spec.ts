import { scaledCatalog } from '../mocks/scale';
import { expect, signIn, test } from './fixtures';

/** The generated catalog behind ?mock-catalog=5000 (deterministic), most expensive first. */
const BY_PRICE_HIGH_TO_LOW = [...scaledCatalog(5000)].sort((a, b) => b.price - a.price);

test('a 5,000-product catalog lists in a virtualised grid that scrolls to the last product', async ({
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

  // Sorting still works on the whole catalog: the most expensive product comes first, the cheapest last.
  const card = (index: number) => page.locator(`[data-product-index="${index}"]`).getByRole('heading');
  const [first, second] = BY_PRICE_HIGH_TO_LOW;
  const last = BY_PRICE_HIGH_TO_LOW.at(-1);
  // Distinct prices at both ends, so the expected order does not hang on how ties are broken.
  expect(first && second && first.price > second.price).toBe(true);
  expect(last && last.price < (BY_PRICE_HIGH_TO_LOW.at(-2)?.price ?? 0)).toBe(true);
  await expect(card(0)).not.toHaveText(first?.title ?? '');
  await page.getByRole('button', { name: /Sort by/ }).click();
  await page.getByRole('menuitem', { name: 'Price: High to Low' }).click();
  await expect(page).toHaveURL(/sortBy=price-hightolow/);
  await expect(card(0)).toHaveText(first?.title ?? '');
  await expect(card(1)).toHaveText(second?.title ?? '');

  await expect(async () => {
    await page.keyboard.press('End');
    await expect(page.locator('[data-product-index="4999"]')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card(4999)).toHaveText(last?.title ?? '');
  expect(await cards.count()).toBeLessThan(100);
});
