import { expect, SHOPPER, test } from './fixtures';

// The build prerenders the sign-in and sign-up pages (tools/vite-plugins/prerender-shells.ts): they paint from
// HTML before any JavaScript arrives, and the app then takes them over.
test.describe('prerendered sign-in and sign-up pages', () => {
  test('paint without JavaScript, with their controls disabled until the app takes over', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto('/auth/login');
    await expect(page).toHaveTitle('Sign in · Lokum & Co.');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    // Links are plain links: they work before the app does.
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
    await expect(page.getByRole('heading', { name: 'Create New Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();

    // Every other address gets the plain app page: no sign-in form where it does not belong.
    await page.goto('/shop/listing');
    await expect(page.locator('#root')).toBeEmpty();
    await context.close();
  });

  test('the app takes the page over: one form, enabled, and signing in works', async ({ page }) => {
    await page.goto('/auth/login');
    const email = page.getByLabel('Email');
    await expect(email).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toHaveCount(1);
    await email.fill(SHOPPER.email);
    await page.getByLabel('Password').fill(SHOPPER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);
  });

  test('a link pressed while the app takes the page over still opens its page', async ({ page }) => {
    // The app's code is held back until the press has begun, so the app takes the shell over during it.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    await page.route('**/assets/framework-*.js', async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/auth/register', { waitUntil: 'commit' });
    const login = page.getByRole('link', { name: 'Login' });
    const box = await login.boundingBox();
    if (!box) throw new Error('the Login link has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();

    releaseCode();
    // Every file has arrived and the page has gone quiet: a takeover that did not wait would be done by now.
    await page.waitForLoadState('networkidle');
    for (let quietPeriod = 0; quietPeriod < 2; quietPeriod += 1) {
      await page.evaluate(
        () => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5000 })),
      );
    }
    await page.mouse.up();

    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('when the code cannot load, the page says so and offers Reload instead of a frozen shell', async ({
    page,
  }) => {
    await page.route('**/assets/framework-*.js', (route) => route.abort('internetdisconnected'));
    for (const path of ['/auth/login', '/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'The shop could not load' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
    }
    await page.unroute('**/assets/framework-*.js');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(
      page.getByRole('button', { name: 'Sign In' }).or(page.getByRole('link', { name: 'Sign In' })),
    ).toBeVisible();
  });
});
