import { ANTEP, seedCart } from '../cart-helpers';
import { productCard, productDialog } from '../catalog-helpers';
import { OPEN_DIALOG, OPEN_MENU, WCAG_22_TAGS, closeWithEscape, scan, shown } from '../a11y-helpers';
import { expect, storeSession, test, type Page } from '../fixtures';
import { expectTouchTargets } from './phone-helpers';

const SEED_ORDER_ID = '64d000000000000000000001';

/** axe with WCAG 2.2 A/AA (target size included) and best practices, and every control at least 24 × 24 px. */
async function check(page: Page, screen: string, within?: string) {
  await scan(page, `${screen} (phone)`, within, { tags: WCAG_22_TAGS });
  await expectTouchTargets(page, screen, within);
}

test('axe at phone size: no moderate, serious or critical WCAG 2.2 A/AA or best-practice violation on any shopper screen', async ({
  page,
}) => {
  // 23 screens with axe's contrast checks in one walk (about 40 s on a quiet machine): room for a busy CI host.
  test.setTimeout(240_000);
  const guestScreens = [
    { path: '/', heading: 'Turkish sweets, coffee, spices and more' },
    { path: '/auth/login', heading: 'Sign in to your account' },
    { path: '/auth/register', heading: 'Create New Account' },
    { path: '/auth/verify', heading: 'Verify Your Account' },
    { path: '/auth/request-reset', heading: 'Request Password Reset' },
    { path: '/auth/reset-password/sometoken', heading: 'Reset Your Password' },
  ];
  for (const { path, heading } of guestScreens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await check(page, path);
  }

  await storeSession(page);
  await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
  await page.goto('/shop/home');
  await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Baklava' })).toBeVisible();
  await check(page, '/shop/home');

  await page.getByRole('button', { name: 'Open the menu' }).click();
  const menuDrawer = page.getByRole('dialog', { name: 'Menu' });
  await shown(menuDrawer);
  await check(page, 'navigation drawer', OPEN_DIALOG);
  await closeWithEscape(page, menuDrawer);
  await page.getByRole('button', { name: 'User menu' }).click();
  const userMenu = page.getByRole('menu');
  await shown(userMenu);
  await check(page, 'user menu', OPEN_MENU);
  await closeWithEscape(page, userMenu);

  await page.goto('/shop/listing');
  await expect(page.getByText('51 Products')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await check(page, '/shop/listing');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const filtersSheet = page.getByRole('dialog', { name: 'Filters' });
  await shown(filtersSheet);
  await filtersSheet.getByRole('checkbox', { name: 'Baklava' }).check();
  await expect(filtersSheet.getByRole('button', { name: 'Show 5 products' })).toBeVisible();
  await check(page, 'Filters sheet', OPEN_DIALOG);
  await closeWithEscape(page, filtersSheet);
  await page.getByRole('button', { name: /^Sort by: / }).click();
  const sortMenu = page.getByRole('menu');
  await shown(sortMenu);
  await check(page, 'sort menu', OPEN_MENU);
  await closeWithEscape(page, sortMenu);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await productCard(page, ANTEP.title).getByRole('button', { name: ANTEP.title }).click();
  const dialog = productDialog(page, ANTEP.title);
  await shown(dialog);
  await expect(dialog.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await check(page, 'product dialog', OPEN_DIALOG);
  await closeWithEscape(page, dialog);
  await page.emulateMedia({ reducedMotion: 'no-preference' });

  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cartSheet = page.getByRole('dialog', { name: 'Your Cart' });
  await shown(cartSheet);
  await expect(cartSheet.getByRole('listitem', { name: ANTEP.title })).toBeVisible();
  await check(page, 'cart sheet', OPEN_DIALOG);
  await cartSheet.getByRole('button', { name: 'Checkout' }).click();
  await expect(cartSheet).toBeHidden();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.getByRole('listitem', { name: ANTEP.title })).toBeVisible();
  await page.getByRole('radio').first().check();
  await check(page, '/shop/checkout');

  await page.goto('/shop/search?keyword=baklava');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await check(page, '/shop/search with results');

  await page.goto('/shop/account');
  await expect(page.getByRole('row').filter({ hasText: SEED_ORDER_ID })).toBeVisible();
  await check(page, '/shop/account, Orders tab');
  await page.getByRole('button', { name: `View Details of order ${SEED_ORDER_ID}` }).click();
  const orderDialog = page.getByRole('dialog', { name: 'Order Details' });
  await shown(orderDialog);
  await check(page, 'order details dialog', OPEN_DIALOG);
  await closeWithEscape(page, orderDialog);
  await page.getByRole('tab', { name: 'Address' }).click();
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toBeVisible();
  await check(page, '/shop/account, Address tab');

  const shopperPages = [
    { path: '/shop/payment-success', heading: 'Payment is successfull!' },
    { path: '/shop/paypal-return', heading: /./ },
    { path: '/shop/no-such-page', heading: 'The page does not exist' },
    { path: '/unauth-page', heading: "You don't have access to view this page" },
  ];
  for (const { path, heading } of shopperPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await check(page, path);
  }
});
