import { expect, mockRequests, overrideBackend, test } from './fixtures';
import { CATEGORY_LABELS, PRODUCTS, categoryOfSize, productCard, productDialog } from './catalog-helpers';

test('the landing page offers Sign In and Sign Up', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("the landing's data and its first feature image are requested before the page's code, and each only once", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/images/feature-images/'))
      requested.push(pathname);
    // The route chunks of `/` (its page and its loader).
    else if (/^\/assets\/routes-[\w-]+\.js$/.test(pathname)) requested.push('the page code');
  });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured offers' });
  await expect(carousel.getByRole('img', { name: 'Featured offer 1' })).toBeVisible();

  const pageCode = requested.indexOf('the page code');
  expect(pageCode).toBeGreaterThan(-1);
  expect(requested.indexOf('/api/common/feature/get')).toBeLessThan(pageCode);
  expect(requested.indexOf('/api/shop/products/get')).toBeLessThan(pageCode);
  expect(requested).toContain('/images/feature-images/feature-image-1.svg');
  // The page took the answers of those early requests: the backend saw each call once.
  const calls = (await mockRequests(page)).map((call) => `${call.method} ${call.path}`);
  expect(calls.filter((call) => call === 'GET /api/common/feature/get')).toHaveLength(1);
  expect(calls.filter((call) => call.startsWith('GET /api/shop/products/get?'))).toHaveLength(1);
});

test('the feature image carousel rotates on its own', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured offers' });
  await expect(carousel.getByRole('img', { name: 'Featured offer 1' })).toBeVisible();
  await expect(carousel.getByRole('status')).toHaveText('Slide 1 of 3');
  // Rotation every 3000 ms: the next slide is shown well within the expect timeout.
  await expect(carousel.getByRole('status')).toHaveText('Slide 2 of 3');
});

test(
  'products are grouped by category in rows, one for each of the eleven categories',
  { tag: '@data-shape' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Baklava' })).toBeVisible();
    for (const label of CATEGORY_LABELS) {
      await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeAttached();
    }
    const baklavaRow = page.getByRole('region', { name: 'Baklava' });
    await expect(baklavaRow.getByRole('article', { name: PRODUCTS.antep.title })).toBeVisible();
  },
);

test(
  'a large category shows its first 24 in a row and a View all that leads through sign-in',
  { tag: '@data-shape' },
  async ({ page }) => {
    await page.goto('/auth/login');
    await overrideBackend(page, {
      method: 'GET',
      path: '*/api/shop/products/get',
      fault: 'reply',
      body: {
        success: true,
        data: [...categoryOfSize('Baklava', 300, 'aa'), ...categoryOfSize('Coffee', 3, 'cc')],
      },
    });
    await page.goto('/');

    const baklava = page.getByRole('region', { name: 'Baklava', exact: true });
    await baklava.scrollIntoViewIfNeeded();
    // The DOM stays bounded: 24 cards, twice in the moving track, for a category of 300.
    await expect(baklava.locator('li')).toHaveCount(48);
    await expect(baklava.locator('article:not([inert])')).toHaveCount(24);
    const viewAll = baklava.getByRole('link', { name: 'View all 300 Baklava products: sign in first' });
    // A short category needs no link: all of it is in its row, repeated to 15 cards.
    const coffee = page.getByRole('region', { name: 'Coffee', exact: true });
    await coffee.scrollIntoViewIfNeeded();
    await expect(coffee.locator('li')).toHaveCount(15);
    await expect(coffee.getByRole('link')).toHaveCount(0);

    await viewAll.click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  },
);

test('Add to cart on the landing page sends a guest to sign in', async ({ page }) => {
  // Rows hold still under reduced motion, so the card can be reached like any scroller.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await productCard(page, PRODUCTS.antep.title).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('a scrolling row can be paused', async ({ page }) => {
  await page.goto('/');
  const row = page.getByRole('region', { name: 'Baklava' });
  // Rows out of sight hold still; this one moves once it is on screen.
  await row.getByRole('list').scrollIntoViewIfNeeded();
  await expect(row.getByRole('list')).toHaveCSS('animation-play-state', 'running');
  await page.getByRole('button', { name: 'Pause Baklava row' }).click();
  await expect(page.getByRole('button', { name: 'Play Baklava row' })).toBeVisible();
  await expect(row.getByRole('list')).toHaveCSS('animation-play-state', 'paused');
});

test('rows do not move for people who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(productCard(page, PRODUCTS.antep.title)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause Baklava row' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pause banner rotation' })).toHaveCount(0);
});

test('a guest can open a product from a link and is sent to sign in to buy it', async ({ page }) => {
  await page.goto(`/?product=${PRODUCTS.cevizli.id}`);
  const dialog = productDialog(page, PRODUCTS.cevizli.title);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('No Reviews')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});
