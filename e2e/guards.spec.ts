import { ADMIN, expect, signIn, SHOPPER, test } from './fixtures';

test.describe('guest', () => {
  test('sees the landing page at /', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    // The landing page waits for its feature image and product rows before it paints.
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  test('on a shop route goes to /auth/login without loading shop data', async ({ page }) => {
    const shopCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/shop/')) shopCalls.push(request.url());
    });
    await page.goto('/shop/account');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    expect(shopCalls).toEqual([]);
  });

  test('on an admin route goes to /auth/login', async ({ page }) => {
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('may open every auth screen', async ({ page }) => {
    const screens = [
      ['/auth/login', 'Sign in to your account'],
      ['/auth/register', 'Create New Account'],
      ['/auth/verify', 'Verify Your Account'],
      ['/auth/request-reset', 'Request Password Reset'],
      ['/auth/reset-password/abc123', 'Reset Your Password'],
    ] as const;
    for (const [path, title] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe('shopper', () => {
  test('at / goes to /shop/home', async ({ page }) => {
    await signIn(page, SHOPPER);
    await page.goto('/');
    await expect(page).toHaveURL(/\/shop\/home$/);
  });

  test('on login or register goes to /shop/home', async ({ page }) => {
    await signIn(page, SHOPPER);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/shop\/home$/);
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/shop\/home$/);
  });

  test('on an admin path goes to /unauth-page', async ({ page }) => {
    await signIn(page, SHOPPER);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/unauth-page$/);
    await expect(
      page.getByRole('heading', { name: "You don't have access to view this page" }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  });

  test('may use the shop area', async ({ page }) => {
    await signIn(page, SHOPPER);
    await page.goto('/shop/account');
    await expect(page).toHaveURL(/\/shop\/account$/);
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });
});

test.describe('admin', () => {
  test('signing in lands on /admin/dashboard', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('at / goes to /admin/dashboard', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('on a shop path goes to /admin/dashboard', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/shop/listing');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('on login or register goes to /admin/dashboard', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/auth/register');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});

test('an unknown path shows The page does not exist for everyone', async ({ page }) => {
  await page.goto('/shop/nowhere');
  // A guest is sent to sign in first, like on any shop path.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, SHOPPER);
  await page.goto('/shop/nowhere');
  await expect(page.getByRole('heading', { name: 'The page does not exist' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await page.goto('/totally/unknown');
  await expect(page.getByRole('heading', { name: 'The page does not exist' })).toBeVisible();
});

test('/unauth-page is open to anyone', async ({ page }) => {
  await page.goto('/unauth-page');
  await expect(page.getByRole('heading', { name: "You don't have access to view this page" })).toBeVisible();
});
