import { ADMIN, expect, signIn, SHOPPER, test } from './fixtures';

test('a reload keeps the session', async ({ page }) => {
  await signIn(page, SHOPPER);
  await page.goto('/shop/account');
  await page.reload();
  await expect(page).toHaveURL(/\/shop\/account$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText(`Logged in as ${SHOPPER.userName}`)).toBeVisible();
});

test('logout clears the stored session and protected routes redirect to login', async ({ page }) => {
  await signIn(page, SHOPPER);
  await page.goto('/shop/search');
  await page.getByRole('button', { name: 'User menu' }).click();
  const logout = page.waitForRequest((request) => request.url().includes('/api/auth/logout'));
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await logout;
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('shop-auth'))).toBeNull();

  await page.goto('/shop/home');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a token the server no longer accepts ends the session on start and sends the person to login', async ({
  page,
}) => {
  // Two full page loads (sign-in, then a start-up with the stale token) on a shared CI machine.
  test.slow();
  await signIn(page, SHOPPER);
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('shop-auth') ?? '{}') as { state: { token: string } };
    stored.state.token = 'expired-token';
    localStorage.setItem('shop-auth', JSON.stringify(stored));
  });
  await page.goto('/shop/search');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('shop-auth'))).toBeNull();
});

test('a second toast replaces the first', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Incorrect password! Please try again/);

  await page.getByLabel('Email').fill('stranger@example.com');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByTestId('toast')).toHaveText(/User doesn't exists! Please register first/);
  await expect(page.getByTestId('toast')).toHaveCount(1);
});

test('each route sets its document title', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Sign in · Lokum & Co.');
  await page.goto('/auth/register');
  await expect(page).toHaveTitle('Create account · Lokum & Co.');
  await signIn(page, SHOPPER);
  await page.goto('/shop/search');
  await expect(page).toHaveTitle('Search · Lokum & Co.');
  await page.goto('/unauth-page');
  await expect(page).toHaveTitle('No access · Lokum & Co.');
});

test('the shop header navigates to listing and search, and the menu offers Account', async ({ page }) => {
  await signIn(page, SHOPPER);
  await page.goto('/shop/search');
  const nav = page.getByRole('navigation', { name: 'Categories' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/shop/home');
  for (const name of ['Products', 'Best Seller', 'Discounted Products']) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/shop/listing');
  }
  await nav.getByRole('link', { name: 'Best Seller' }).click();
  await expect(page).toHaveURL(/\/shop\/listing/);
  await nav.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/shop\/search/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/shop\/account$/);
});

test('on a phone the shop navigation sits in a menu drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, SHOPPER);
  await page.goto('/shop/search');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'Discounted Products' }).click();
  await expect(page).toHaveURL(/\/shop\/listing/);
  await expect(drawer).toBeHidden();
});

test('the admin layout has Dashboard, Products, Orders and a Logout button', async ({ page }) => {
  await signIn(page, ADMIN);
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await sidebar.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await sidebar.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await sidebar.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('on a phone the admin menu opens as a sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, ADMIN);
  await page.getByRole('button', { name: 'Open the admin menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
});
