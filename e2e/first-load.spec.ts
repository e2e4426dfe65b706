import { expect, mockRequests, storeSession, test } from './fixtures';

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test("an app page paints the shop's name and a loading placeholder; a prerendered page has none", async ({
    page,
  }) => {
    await page.goto('/shop/listing');
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

test("a signed-in shopper's listing requests its catalogue and first picture before the page's code, each once", async ({
  page,
}) => {
  await storeSession(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/images/products/')) requested.push(pathname);
    // The listing route's chunks (its page and its loader).
    else if (/^\/assets\/listing-[\w-]+\.js$/.test(pathname)) requested.push('the page code');
  });
  await page.goto('/shop/listing');
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await expect(firstCard.locator('img')).toHaveJSProperty('complete', true);

  const pageCode = requested.indexOf('the page code');
  expect(pageCode).toBeGreaterThan(-1);
  expect(requested.indexOf('/api/shop/products/get')).toBeLessThan(pageCode);
  const firstImage = await firstCard.locator('img').getAttribute('src');
  expect(firstImage).toMatch(/^\/images\/products\//);
  expect(requested).toContain(firstImage);
  // The page took the answer of the early request: the backend saw the catalogue call once.
  const calls = (await mockRequests(page)).map((call) => `${call.method} ${call.path}`);
  expect(calls.filter((call) => call.startsWith('GET /api/shop/products/get?'))).toHaveLength(1);
});
