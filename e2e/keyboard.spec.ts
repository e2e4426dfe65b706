import type { Locator } from '@playwright/test';
import { ANTEP, cartButton } from './cart-helpers';
import { productDialog } from './catalog-helpers';
import { ADMIN, SHOPPER, expect, test, type Page } from './fixtures';

// Keyboard only: page.keyboard and typing, never a click or the mouse.

// Each test signs in through the form and walks several screens: more time than a one-screen test.
test.describe.configure({ timeout: 120_000 });

const SEEDED_ADDRESS = 'Moda Caddesi 42, Kadıköy, Istanbul';
const SEED_ORDER_ID = '64d000000000000000000001';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it is not reached in `maxPresses`. */
async function tabTo(page: Page, target: Locator, maxPresses = 40, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `not reached with ${maxPresses} × ${key}`).toBeFocused({ timeout: 1 });
}

async function signInWithKeyboard(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  // The prerendered page's fields are disabled (out of the Tab order) until the app has taken it over, as a
  // person sees them: on a loaded machine 40 presses can all land before then.
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type(account.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }), 5);
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

test('a shopper buys a product from search to the success page with the keyboard alone', async ({ page }) => {
  await signInWithKeyboard(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/home$/);

  const nav = page.getByRole('navigation', { name: 'Categories' });
  await tabTo(page, nav.getByRole('link', { name: 'Search' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/search/);

  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type('antep');
  await expect(page.getByRole('status').filter({ hasText: /results? for “antep”/ })).toBeVisible();

  // The card's image button opens the product.
  const openProduct = page.getByRole('main').getByRole('button', { name: ANTEP.title, exact: true });
  await tabTo(page, openProduct);
  await page.keyboard.press('Enter');
  const dialog = productDialog(page, ANTEP.title);
  await expect(dialog).toBeVisible();

  const addToCart = dialog.getByRole('button', { name: 'Add to Cart' });
  await tabTo(page, addToCart);
  await page.keyboard.press('Enter');
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');
  // Adding (and its toast, announced by the toaster's live region) leaves the focus where it was.
  await expect(addToCart).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openProduct).toBeFocused();

  await tabTo(page, cartButton(page), 40, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sheet.getByRole('listitem', { name: ANTEP.title })).toBeVisible();
  await tabTo(page, sheet.getByRole('button', { name: 'Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(sheet).toBeHidden();

  const address = page.getByRole('radio', { name: SEEDED_ADDRESS });
  await tabTo(page, address);
  await page.keyboard.press('Space');
  await expect(address).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Order Now' }));
  await page.keyboard.press('Enter');

  // The payment provider's approval page.
  await expect(page).toHaveURL(/\/mock-paypal\/approve/);
  await tabTo(page, page.getByRole('button', { name: 'Approve payment' }), 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
});

test('the cart sheet and the user menu close with Escape and give the focus back to their buttons', async ({
  page,
}) => {
  await signInWithKeyboard(page, SHOPPER);
  await tabTo(page, cartButton(page));
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Your cart is empty');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(cartButton(page)).toBeFocused();

  const userMenu = page.getByRole('button', { name: 'User menu' });
  await tabTo(page, userMenu, 3);
  await page.keyboard.press('Enter');
  // The menu opens with its first item focused; arrows move between the items.
  const account = page.getByRole('menuitem', { name: 'Account' });
  await expect(account).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(account).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(account).toBeHidden();
  await expect(userMenu).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/account$/);
});

test('admin dialogs and sheets close with Escape and give the focus back to their buttons', async ({
  page,
}) => {
  await signInWithKeyboard(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const sidebar = page.getByRole('navigation', { name: 'Admin' });

  await tabTo(page, sidebar.getByRole('link', { name: 'Products' }));
  await page.keyboard.press('Enter');
  const addProduct = page.getByRole('button', { name: 'Add New Product' });
  await tabTo(page, addProduct);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Add New Product' });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(addProduct).toBeFocused();

  await tabTo(page, sidebar.getByRole('link', { name: 'Orders' }), 40, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
  const viewDetails = page
    .getByRole('row')
    .filter({ hasText: SEED_ORDER_ID })
    .getByRole('button', { name: 'View Details' });
  await tabTo(page, viewDetails);
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details.getByRole('button', { name: 'Update Order Status' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(viewDetails).toBeFocused();
});

test.describe('shop home banner', () => {
  // The feature image advances every 3000 ms: a controlled clock moves it on (or shows it holding still) without
  // waiting, and a log of every text its slide status showed catches a change that came and went.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { __slideLog: shown });
      new MutationObserver(() => {
        const status = document.querySelector('[aria-label="Featured offers"] [role="status"]');
        const text = status?.textContent ?? '';
        if (text && shown.at(-1) !== text) shown.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
  });

  /** Every slide the status has shown since the page loaded, in order. */
  const slidesShown = (page: Page) =>
    page.evaluate(() => (window as unknown as { __slideLog?: string[] }).__slideLog ?? []);

  /**
   * Moves the clock past `ms` (past at least one 3000 ms interval), then lets two frames go by, so any slide
   * change the timers set off has been rendered (and logged) before the test looks.
   */
  async function passTime(page: Page, ms: number) {
    await page.clock.fastForward(ms);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
  }

  test('the pause button stops the rotation and play starts it again', async ({ page }) => {
    await signInWithKeyboard(page, SHOPPER);
    const carousel = page.getByRole('region', { name: 'Featured offers' });
    const slide = carousel.getByRole('status');
    await expect(slide).toHaveText('Slide 1 of 3');

    await tabTo(page, page.getByRole('button', { name: 'Pause banner rotation' }), 60);
    await page.keyboard.press('Enter');
    const play = page.getByRole('button', { name: 'Play banner rotation' });
    await expect(play).toBeFocused();
    // Focus inside also holds the feature image still: leave it, so only the button keeps it paused.
    await page.keyboard.press('Tab');
    await expect(play).not.toBeFocused();
    await passTime(page, 7_000);
    await expect(slide).toHaveText('Slide 1 of 3');
    expect(await slidesShown(page)).toEqual(['Slide 1 of 3']);

    await page.keyboard.press('Shift+Tab');
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await passTime(page, 3_500);
    await expect(slide).toHaveText('Slide 2 of 3');
    expect(await slidesShown(page)).toEqual(['Slide 1 of 3', 'Slide 2 of 3']);
  });

  test('for people who prefer reduced motion it does not rotate and offers no pause button', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInWithKeyboard(page, SHOPPER);
    const slide = page.getByRole('region', { name: 'Featured offers' }).getByRole('status');
    await expect(slide).toHaveText('Slide 1 of 3');
    await expect(page.getByRole('button', { name: 'Pause banner rotation' })).toHaveCount(0);
    await passTime(page, 7_000);
    await expect(slide).toHaveText('Slide 1 of 3');
    expect(await slidesShown(page)).toEqual(['Slide 1 of 3']);
    // The slides stay reachable by hand.
    await tabTo(page, page.getByRole('button', { name: 'Next slide' }), 60);
    await page.keyboard.press('Enter');
    await expect(slide).toHaveText('Slide 2 of 3');
    expect(await slidesShown(page)).toEqual(['Slide 1 of 3', 'Slide 2 of 3']);
  });
});
