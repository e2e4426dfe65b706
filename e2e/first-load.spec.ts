import { expect, mockRequests, signIn, test } from './fixtures';

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test("an app page paints the shop's name and a loading placeholder; a prerendered page has none", async ({
    page,
  }) => {
    await page.goto('/shop/checkout');
    const placeholder = page.locator('#startup-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder.getByText('Lokum & Co.')).toBeVisible();
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await expect(placeholder).toHaveAttribute('aria-label', 'Loading the shop');

    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.locator('#startup-placeholder')).toHaveCount(0);
  });
});

test('the first page takes the placeholder’s place, and nothing of it is left', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turkish sweets, coffee, spices and more' }),
  ).toBeVisible();
  await expect(page.locator('#startup-placeholder')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});

test("a signed-in listing's session check, products and cart leave before the page's code, each once", async ({
  page,
}) => {
  await signIn(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) requested.push(pathname.replace(/\/[\da-f]{24}$/, '/:userId'));
    // The listing's own chunks (its page and its loader).
    else if (/^\/assets\/listing-[\w-]+\.js$/.test(pathname)) requested.push('the page code');
  });
  await page.goto('/shop/listing');
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();

  const pageCode = requested.indexOf('the page code');
  expect(pageCode).toBeGreaterThan(-1);
  for (const call of ['/api/auth/check-auth', '/api/shop/products/get', '/api/shop/cart/get/:userId'])
    expect(requested.indexOf(call), call).toBeLessThan(pageCode);
  // The app took the answers of those early requests: the backend saw each call once.
  const calls = (await mockRequests(page)).map((call) => `${call.method} ${call.path.split('?')[0]}`);
  expect(calls.filter((call) => call === 'GET /api/auth/check-auth')).toHaveLength(1);
  expect(calls.filter((call) => call === 'GET /api/shop/products/get')).toHaveLength(1);
  expect(calls.filter((call) => call.startsWith('GET /api/shop/cart/get/'))).toHaveLength(1);
});
