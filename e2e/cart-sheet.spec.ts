import { ANTEP, CEVIZLI, cartButton, countRequests, openCart, seedCart, toastWith } from './cart-helpers';
import { expect, signIn, test } from './fixtures';

test.describe('cart sheet', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await seedCart(page, [
      { productId: ANTEP.id, quantity: 1 },
      { productId: CEVIZLI.id, quantity: 2 },
    ]);
    // The seeded lines arrive with the next load of the cart.
    await page.goto('/shop/account');
  });

  test(
    'the badge counts the items and the total uses the sale price with two decimals',
    { tag: '@data-shape' },
    async ({ page }) => {
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 3 items');
      const sheet = await openCart(page);
      const antep = sheet.getByRole('listitem', { name: ANTEP.title });
      const cevizli = sheet.getByRole('listitem', { name: CEVIZLI.title });
      await expect(antep).toContainText('$24.99 each');
      // The effective unit price: the sale price 15.99, not the list price 18.99.
      await expect(cevizli).toContainText('$15.99 each');
      await expect(cevizli).toContainText('$31.98');
      await expect(sheet.getByTestId('cart-total')).toHaveText('$56.97');
    },
  );

  test(
    'quantity goes up and down, and decrease is disabled at 1',
    { tag: '@data-shape' },
    async ({ page }) => {
      const sheet = await openCart(page);
      const decrease = sheet.getByRole('button', { name: `Decrease quantity of ${ANTEP.title}` });
      const increase = sheet.getByRole('button', { name: `Increase quantity of ${ANTEP.title}` });
      const quantity = sheet.getByRole('status', { name: `Quantity of ${ANTEP.title}` });
      await expect(quantity).toHaveText('1');
      await expect(decrease).toBeDisabled();

      await increase.click();
      await expect(quantity).toHaveText('2');
      await expect(toastWith(page, 'Cart item is updated successfully')).toBeVisible();
      await expect(decrease).toBeEnabled();
      await expect(sheet.getByTestId('cart-total')).toHaveText('$81.96');
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 4 items');

      await decrease.click();
      await expect(quantity).toHaveText('1');
      await expect(decrease).toBeDisabled();
      await expect(sheet.getByTestId('cart-total')).toHaveText('$56.97');
    },
  );

  test('rapid clicks on + keep every click', async ({ page }) => {
    const updates = countRequests(page, 'PUT', '/api/shop/cart/update-cart');
    const sheet = await openCart(page);
    const increase = sheet.getByRole('button', { name: `Increase quantity of ${CEVIZLI.title}` });
    for (let click = 0; click < 4; click += 1) await increase.click();
    await expect(sheet.getByRole('status', { name: `Quantity of ${CEVIZLI.title}` })).toHaveText('6');
    await expect.poll(() => updates.finished()).toBe(4);
    // After the writes settle and the cart reloads, the server kept the last quantity too.
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 7 items');
  });

  test('delete removes the line', { tag: '@data-shape' }, async ({ page }) => {
    const sheet = await openCart(page);
    await sheet.getByRole('button', { name: `Delete ${CEVIZLI.title} from the cart` }).focus();
    await page.keyboard.press('Enter');
    await expect(sheet.getByRole('listitem', { name: CEVIZLI.title })).toHaveCount(0);
    // The focus moves to the line that is left, not to the top of the page.
    await expect(sheet.getByRole('button', { name: `Delete ${ANTEP.title} from the cart` })).toBeFocused();
    await expect(toastWith(page, 'Cart item is deleted successfully')).toBeVisible();
    await expect(sheet.getByTestId('cart-total')).toHaveText('$24.99');
    await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test('the checkout button closes the sheet and opens checkout', async ({ page }) => {
    const sheet = await openCart(page);
    await sheet.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  });
});
