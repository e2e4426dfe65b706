import { openCart } from './cart-helpers';
import { ADMIN, expect, signIn, test, type Page } from './fixtures';
import { PNG_1PX } from './admin-helpers';
import { recordCspViolations } from './hostile-helpers';

/**
 * Lets the page settle before its violations are read: no request in flight for a while (images, lazy code,
 * data) and two frames drawn, so a violation that the last render or load set off has been reported.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Records the page's violations; `expectClean` lets the page settle, then expects none so far. */
async function watchCsp(page: Page) {
  const csp = await recordCspViolations(page);
  return async () => {
    await settled(page);
    expect(await csp.violations()).toEqual([]);
    expect(csp.consoleMessages).toEqual([]);
  };
}

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

  test('a shopper signs in, uses every shop page and pays without a single violation', async ({ page }) => {
    test.slow();
    const expectClean = await watchCsp(page);

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

    // The payment: the provider's page, the return page (which captures) and the success page.
    await page.getByRole('radio', { name: 'Moda Caddesi 42, Kadıköy, Istanbul' }).check();
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/mock-paypal\/approve/);
    await expect(page.getByRole('button', { name: 'Approve payment' })).toBeVisible();
    await expectClean();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/shop\/paypal-return\?/);
    await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/payment-success$/);
    await expectClean();

    await page.goto('/shop/account');
    await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Address' }).click();
    await expect(page.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    await expectClean();
  });

  test('an admin uses the dashboard, products (with an image upload) and orders without a single violation', async ({
    page,
  }) => {
    test.slow();
    const expectClean = await watchCsp(page);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Feature images' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Feature image 1' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add New Product' });
    await expect(sheet).toBeVisible();
    // The upload answers the image as a data: URL, which the preview shows.
    await sheet
      .getByLabel('Upload Image')
      .setInputFiles({ name: 'lokum.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(sheet.getByRole('img', { name: 'Uploaded image preview' })).toHaveAttribute(
      'src',
      /^data:image\/png;base64,/,
      { timeout: 20_000 },
    );
    await expectClean();
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectClean();
  });
});
