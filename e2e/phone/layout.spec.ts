import { ANTEP, seedCart } from '../cart-helpers';
import { ADMIN, expect, storeSession, test, type Page } from '../fixtures';
import { expectNoSidewaysScroll, expectTouchTargets } from './phone-helpers';

const SEED_ORDER_ID = '64d000000000000000000001';

/** A route and what shows once it has loaded. */
interface Screen {
  path: string;
  ready: (page: Page) => Promise<void>;
}

const heading = (name: string) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const GUEST_SCREENS: Screen[] = [
  { path: '/', ready: heading('Turkish sweets, coffee, spices and more') },
  { path: '/auth/login', ready: heading('Sign in to your account') },
  { path: '/auth/register', ready: heading('Create New Account') },
  { path: '/auth/verify', ready: heading('Verify Your Account') },
  { path: '/auth/request-reset', ready: heading('Request Password Reset') },
  { path: '/auth/reset-password/sometoken', ready: heading('Reset Your Password') },
  { path: '/unauth-page', ready: heading("You don't have access to view this page") },
  { path: '/no-such-page', ready: heading('The page does not exist') },
];

const SHOPPER_SCREENS: Screen[] = [
  {
    path: '/shop/home',
    ready: async (page) => {
      await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Baklava' })).toBeVisible();
    },
  },
  {
    path: '/shop/listing',
    ready: async (page) => {
      await expect(page.getByText('51 Products')).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    },
  },
  {
    path: '/shop/search?keyword=baklava',
    ready: async (page) => {
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    },
  },
  {
    path: '/shop/checkout',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByRole('listitem', { name: ANTEP.title })).toBeVisible();
      await expect(page.getByRole('radio').first()).toBeVisible();
    },
  },
  {
    path: '/shop/account',
    ready: async (page) => {
      await expect(page.getByRole('row').filter({ hasText: SEED_ORDER_ID })).toBeVisible();
    },
  },
  { path: '/shop/payment-success', ready: heading('Payment is successfull!') },
  {
    path: '/shop/paypal-return',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'View Orders' })).toBeVisible();
    },
  },
  { path: '/shop/no-such-page', ready: heading('The page does not exist') },
];

const ADMIN_SCREENS: Screen[] = [
  {
    path: '/admin/dashboard',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Delete feature image 1' })).toBeVisible();
    },
  },
  {
    path: '/admin/products',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    },
  },
  {
    path: '/admin/orders',
    ready: async (page) => {
      await expect(page.getByRole('row').filter({ hasText: SEED_ORDER_ID })).toBeVisible();
    },
  },
  { path: '/admin/features', ready: heading('admin Features') },
  {
    path: `/admin/orders/slips?ids=${SEED_ORDER_ID}`,
    ready: async (page) => {
      await expect(
        page.getByRole('article', { name: `Packing slip for order ${SEED_ORDER_ID}` }),
      ).toBeVisible();
    },
  },
];

test('at 412 × 915 the listing starts with its products: one toolbar row, then the first card in the upper half', async ({
  page,
}) => {
  const screen = { width: 412, height: 915 };
  await page.setViewportSize(screen);
  await storeSession(page);
  await page.goto('/shop/listing');
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await expect(page.getByText('51 Products')).toBeVisible();
  // The side panel's checkboxes wait in the Filters sheet.
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  // Start-up may paint its early cards first, and the app's page then replaces them in one commit. Both must have
  // this layout; a replacement falling between two measurements only means measuring again.
  let cardTop = 0;
  await expect(async () => {
    const cardBox = await firstCard.boundingBox();
    const headingBox = await page.getByRole('heading', { level: 1, name: 'All Products' }).boundingBox();
    const filtersBox = await page.getByRole('button', { name: 'Filters', exact: true }).boundingBox();
    const sortBox = await page.getByRole('button', { name: 'Sort by: Price: Low to High' }).boundingBox();
    const countBox = await page.getByText('51 Products').boundingBox();
    if (!cardBox || !headingBox || !filtersBox || !sortBox || !countBox) {
      const missing = Object.entries({ cardBox, headingBox, filtersBox, sortBox, countBox })
        .filter(([, box]) => !box)
        .map(([name]) => name);
      throw new Error(`the listing has no layout: ${missing.join(', ')}`);
    }
    cardTop = cardBox.y;
    expect(cardBox.y).toBeLessThan(screen.height / 2);
    // Heading, count, Filters and sort sit above the grid, the two buttons on the heading's row.
    for (const box of [headingBox, countBox, filtersBox, sortBox]) {
      expect(box.y + box.height).toBeLessThanOrEqual(cardBox.y);
    }
    for (const button of [filtersBox, sortBox]) {
      expect(button.y).toBeLessThan(headingBox.y + headingBox.height);
      expect(button.x).toBeGreaterThan(headingBox.x + headingBox.width);
    }
  }).toPass({ timeout: 10_000 });
  test.info().annotations.push({
    type: 'first card',
    description: `top ${Math.round(cardTop)} px of a ${screen.height} px screen`,
  });
});

test('at 360 px no route scrolls sideways and every control is at least 24 × 24 px', async ({ page }) => {
  test.setTimeout(120_000);
  const width = 360;
  await page.setViewportSize({ width, height: 780 });
  // Rows hold still: a card moving under the measurement would not change its size, but keeps the page busy.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const visit = async ({ path, ready }: Screen) => {
    await page.goto(path);
    await ready(page);
    await expectNoSidewaysScroll(page, path, width);
    await expectTouchTargets(page, path);
  };

  for (const screen of GUEST_SCREENS) await visit(screen);

  await storeSession(page);
  // The checkout shows a cart line and the saved address to pick.
  await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
  for (const screen of SHOPPER_SCREENS) await visit(screen);
  await page.goto('/shop/account');
  await page.getByRole('tab', { name: 'Address' }).click();
  await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, '/shop/account, Address tab', width);
  await expectTouchTargets(page, '/shop/account, Address tab');

  await page.evaluate(() => window.localStorage.removeItem('shop-auth'));
  await storeSession(page, ADMIN);
  for (const screen of ADMIN_SCREENS) await visit(screen);
});
