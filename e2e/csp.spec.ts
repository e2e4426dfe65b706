import { openCart } from './cart-helpers';
import { ADMIN, expect, signIn, test, type Page } from './fixtures';
import { recordCspViolations } from './hostile-helpers';

/** The directives of the Content-Security-Policy <meta> the page was served with. */
async function servedPolicy(page: Page) {
  const content = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(content, 'index.html carries a CSP <meta>').toBeTruthy();
  return new Map(
    (content ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

test.describe('Content-Security-Policy', () => {
  test('the production build serves a strict policy: scripts from the site only, no inline script', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    const policy = await servedPolicy(page);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toContain("'self'");
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    // Every script of the document is a file from the site.
    const inline = await page.locator('script:not([src])').count();
    expect(inline).toBe(0);
  });

  test('a shopper signs in and uses every shop page without a single violation', async ({ page }) => {
    test.slow();
    const csp = await recordCspViolations(page);
    const expectClean = async () => {
      expect(await csp.violations()).toEqual([]);
      expect(csp.consoleMessages).toEqual([]);
    };

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await expectClean();

    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Featured offer 1' }).first()).toBeVisible();
    await expectClean();

    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Products', exact: true })
      .click();
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const title = (await firstCard.getByRole('heading').textContent()) ?? '';
    await firstCard.getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Product is added to cart')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectClean();

    const sheet = await openCart(page);
    await expect(sheet.getByRole('listitem', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectClean();

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Search' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('baklava');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectClean();

    await page.goto('/shop/checkout');
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: title })).toBeVisible();
    await expectClean();

    await page.goto('/shop/account');
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Address' }).click();
    await expect(page.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    await expectClean();
  });

  test('an admin uses the dashboard, products and orders without a single violation', async ({ page }) => {
    test.slow();
    const csp = await recordCspViolations(page);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Feature images' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Feature image 1' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();

    expect(await csp.violations()).toEqual([]);
    expect(csp.consoleMessages).toEqual([]);
  });
});
