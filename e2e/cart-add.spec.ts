import {
  CEVIZLI,
  HAVUC,
  cartButton,
  countRequests,
  destructiveToastWith,
  openCart,
  toastWith,
} from './cart-helpers';
import { expect, signIn, test } from './fixtures';

test.describe('adding to the cart', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('from the product detail dialog', { tag: '@data-shape' }, async ({ page }) => {
    await page.goto('/shop/listing?category=Baklava');
    await page.getByRole('button', { name: CEVIZLI.title, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: CEVIZLI.title });
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toastWith(page, 'Product is added to cart')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test('from a product card, and the sheet shows the line', { tag: '@data-shape' }, async ({ page }) => {
    await page.goto('/shop/listing?category=Baklava');
    await page
      .getByRole('article', { name: CEVIZLI.title })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await expect(toastWith(page, 'Product is added to cart')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
    const sheet = await openCart(page);
    await expect(sheet.getByRole('listitem', { name: CEVIZLI.title })).toContainText('$15.99 each');
    await expect(sheet.getByTestId('cart-total')).toHaveText('$15.99');
  });

  test('from the search results', async ({ page }) => {
    await page.goto('/shop/search');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Cevizli');
    const card = page.getByRole('article', { name: CEVIZLI.title });
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(toastWith(page, 'Product is added to cart')).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test(
    "the dialog blocks going over the stock with 'Only {n} quantity can be added for this item'",
    { tag: '@data-shape' },
    async ({ page }) => {
      const adds = countRequests(page, 'POST', '/api/shop/cart/add');
      await page.goto('/shop/listing?category=Baklava');
      await page.getByRole('button', { name: HAVUC.title, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: HAVUC.title });
      const add = dialog.getByRole('button', { name: 'Add to Cart' });
      // totalStock is 2: two adds go through…
      await add.click();
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
      await add.click();
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
      await expect.poll(() => adds.finished()).toBe(2);
      // The second add has finished too (its success toast would otherwise replace the refusal below)…
      await expect(add).not.toHaveAttribute('aria-busy', 'true');
      // …and the third is refused before any request.
      await add.click();
      await expect(destructiveToastWith(page, 'quantity can be added for this item')).toHaveText(
        /Only \d+ quantity can be added for this item/,
      );
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 2 items');
      expect(adds.count()).toBe(2);
    },
  );
});
