import { ANTEP, CEVIZLI, cartButton, countRequests, toastWith } from '../cart-helpers';
import { expectListingUrl, productCard, productDialog } from '../catalog-helpers';
import { SHOPPER, expect, test } from '../fixtures';
import { expectPurchaseTarget } from './phone-helpers';

const SEEDED_ADDRESS = 'Moda Caddesi 42, Kadıköy, Istanbul';
const BAKLAVA_COUNT = 5;

test('a shopper on a phone: landing, sign in, a filter from the sheet, product, cart, checkout, payment, orders', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The category rows hold still, as for a shopper who prefers reduced motion.
  await page.emulateMedia({ reducedMotion: 'reduce' });

  // Landing, as a guest.
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turkish sweets, coffee, spices and more' }),
  ).toBeVisible();
  await expect(productCard(page, ANTEP.title)).toBeVisible();
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();

  // Sign in.
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/shop\/home$/);

  // The listing, through the phone's menu.
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Products', exact: true })
    .click();
  await expect(page).toHaveURL(/\/shop\/listing/);
  await expect(page.getByText('51 Products')).toBeVisible();

  // A filter from the sheet: it applies at once, writes the URL and session storage like the side panel.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('button', { name: 'Show 51 products' })).toBeVisible();
  await sheet.getByRole('checkbox', { name: 'Baklava' }).check();
  await expectListingUrl(page, { category: 'baklava', sortBy: 'price-lowtohigh' });
  await sheet.getByRole('button', { name: `Show ${BAKLAVA_COUNT} products` }).click();
  await expect(sheet).toBeHidden();
  const filters = page.getByRole('button', { name: 'Filters, 1 selected' });
  await expect(filters).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Baklava' })).toBeVisible();
  await expect(page.getByText(`${BAKLAVA_COUNT} Products`)).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(BAKLAVA_COUNT);
  for (const card of await cards.all())
    await expect(card.getByText('Baklava', { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => sessionStorage.getItem('shop-filters'));
  expect(JSON.parse(stored ?? '{}').state).toEqual({ categories: ['baklava'], sortBy: 'price-lowtohigh' });

  // A reload keeps the view, and the sheet shows the box checked.
  await page.reload();
  await expectListingUrl(page, { category: 'baklava', sortBy: 'price-lowtohigh' });
  await expect(page.getByText(`${BAKLAVA_COUNT} Products`)).toBeVisible();
  await filters.click();
  await expect(sheet.getByRole('checkbox', { name: 'Baklava' })).toBeChecked();
  await expect(sheet.getByRole('checkbox', { name: 'Nuts' })).not.toBeChecked();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();

  // A card's Add to cart, then the product dialog's.
  const cevizliAdd = productCard(page, CEVIZLI.title).getByRole('button', { name: 'Add to cart' });
  await expectPurchaseTarget(cevizliAdd, 'Add to cart (card)');
  await cevizliAdd.click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await productCard(page, ANTEP.title).getByRole('button', { name: ANTEP.title }).click();
  const dialog = productDialog(page, ANTEP.title);
  await expect(dialog.getByText('$24.99')).toBeVisible();
  const dialogAdd = dialog.getByRole('button', { name: 'Add to Cart' });
  await expectPurchaseTarget(dialogAdd, 'Add to Cart (product dialog)');
  await dialogAdd.click();
  await expect(toastWith(page, 'Product is added to cart')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The cart sheet: one more of the walnut baklava, the pistachio one deleted.
  await cartButton(page).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  const antepLine = cart.getByRole('listitem', { name: ANTEP.title });
  const cevizliLine = cart.getByRole('listitem', { name: CEVIZLI.title });
  await expect(cart.getByTestId('cart-total')).toHaveText('$40.98');
  const increase = cevizliLine.getByRole('button', { name: `Increase quantity of ${CEVIZLI.title}` });
  await expectPurchaseTarget(increase, 'Increase quantity');
  await expectPurchaseTarget(
    cevizliLine.getByRole('button', { name: `Decrease quantity of ${CEVIZLI.title}` }),
    'Decrease quantity',
  );
  await increase.click();
  await expect(cevizliLine.getByLabel(`Quantity of ${CEVIZLI.title}`, { exact: true })).toHaveText('2');
  await expect(cart.getByTestId('cart-total')).toHaveText('$56.97');
  const deleteAntep = antepLine.getByRole('button', { name: `Delete ${ANTEP.title} from the cart` });
  await expectPurchaseTarget(deleteAntep, 'Delete line');
  await deleteAntep.click();
  await expect(antepLine).toHaveCount(0);
  await expect(cart.getByTestId('cart-total')).toHaveText('$31.98');
  const checkout = cart.getByRole('button', { name: 'Checkout' });
  await expectPurchaseTarget(checkout, 'Checkout');
  await checkout.click();
  await expect(cart).toBeHidden();

  // Checkout with the saved address, paid once through the provider's page.
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.getByRole('listitem', { name: CEVIZLI.title })).toBeVisible();
  await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
  const captures = countRequests(page, 'POST', '/api/shop/order/capture');
  const orderNow = page.getByRole('button', { name: 'Order Now' });
  await expectPurchaseTarget(orderNow, 'Order Now');
  await orderNow.click();
  await expect(page).toHaveURL(/\/mock-paypal\/approve/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/\/shop\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
  expect(captures.count()).toBe(1);

  // The order in the account.
  await page.getByRole('link', { name: 'View Orders' }).click();
  await expect(page).toHaveURL(/\/shop\/account$/);
  const order = page.getByRole('row').filter({ hasText: '$31.98' });
  await expect(order).toHaveCount(1);
  await expect(order.getByText('Confirmed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
});
