import { fileURLToPath } from 'node:url';
import { openAdminPage } from '../../e2e/admin-helpers';
import { ANTEP, CEVIZLI } from '../../e2e/cart-helpers';
import { productCard, productDialog } from '../../e2e/catalog-helpers';
import { ADMIN, expect, storeSession, test, type Page } from '../../e2e/fixtures';
import { tr } from '../../e2e/i18n-helpers';

/** The README's pictures (npm run screenshots; playwright.config.ts beside this file). */
const FOLDER = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
/** The demo shopper's delivered order of the seed (mocks/seed-accounts.ts). */
const SEED_ORDER_ID = '64d000000000000000000001';

/**
 * Saves the viewport as docs/screenshots/<name>, one image pixel per CSS pixel, once the page is still: nothing
 * in view marked busy (the loading skeletons), every picture in view loaded (a broken one fails the run) and
 * decoded, the fonts in, and two frames laid out after that.
 */
async function saveScreenshot(page: Page, name: string) {
  // The pictures in view, once they are all in (an empty list is truthy; null goes on waiting).
  const inView = await page.waitForFunction((): HTMLImageElement[] | null => {
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < innerHeight &&
        box.left < innerWidth
      );
    };
    if ([...document.querySelectorAll('[aria-busy="true"]')].some(shown)) return null;
    const images = [...document.images].filter(shown);
    if (images.some((image) => !image.complete)) return null;
    const broken = images.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc);
    if (broken.length) throw new Error(`pictures that did not load: ${broken.join(', ')}`);
    return images;
  });
  await inView.evaluate(async (images) => {
    await Promise.all((images ?? []).map((image) => image.decode()));
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await inView.dispose();
  await page.screenshot({ path: `${FOLDER}${name}`, scale: 'css', animations: 'disabled' });
}

test('a guest’s landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Turkish sweets, coffee, spices and more' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Baklava', exact: true })).toBeVisible();
  await saveScreenshot(page, 'landing.png');
});

test('the listing with a product’s dialog open', async ({ page }) => {
  await storeSession(page);
  await page.goto('/shop/listing?category=Baklava');
  await productCard(page, ANTEP.title).getByRole('button', { name: ANTEP.title }).click();
  const dialog = productDialog(page, ANTEP.title);
  await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(dialog.getByText('Reviews', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'listing-dialog.png');
});

test('the admin’s products with the search toolbar', async ({ page }) => {
  // Signed in without the form, so no "Logged in" toast is in the picture.
  await storeSession(page, ADMIN);
  await page.goto('/admin/dashboard');
  await openAdminPage(page, 'Products');
  // The pointer leaves the menu link it clicked, which would show as hovered.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await expect(page.getByRole('article', { name: CEVIZLI.title })).toBeVisible();
  await saveScreenshot(page, 'admin-products.png');
});

test('the admin’s dashboard: how the shop is doing, over a year of generated orders', async ({ page }) => {
  await storeSession(page, ADMIN);
  // The seed's few orders are older than the overview's 30 days: the mock's switch gives it a year of them.
  await page.goto('/admin/dashboard?mock-orders=3000');
  const overview = page.getByRole('region', { name: 'How the shop is doing' });
  await expect(overview.locator('.recharts-surface').first()).toBeVisible();
  await expect(overview.getByRole('heading', { name: 'Best sellers' })).toBeVisible();
  await overview.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-dashboard.png');
});

test('a shopper’s order with its steps', async ({ page }) => {
  await storeSession(page);
  await page.goto('/shop/account');
  await page.getByRole('button', { name: `View Details of order ${SEED_ORDER_ID}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Details' });
  const steps = dialog.getByRole('list', { name: 'Where the order is' });
  await expect(steps.getByRole('listitem')).toHaveCount(5);
  await expect(steps.locator('[aria-current="step"]')).toContainText('Delivered');
  await steps.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'order-steps.png');
});

test('the listing on a phone @phone', async ({ page }) => {
  await storeSession(page);
  await page.goto('/shop/listing');
  await expect(page.getByText('51 Products')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await saveScreenshot(page, 'listing-phone.png');
});

test.describe('in Turkish', () => {
  // A browser set to Turkish: the shop starts in Turkish, with Türkçe pressed in the switch, and no pointer on it.
  test.use({ locale: 'tr-TR' });

  test('the listing in Turkish', async ({ page }) => {
    await storeSession(page);
    await page.goto('/shop/listing?category=Baklava');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('button', { name: 'Türkçe' })).toHaveAttribute('aria-pressed', 'true');
    // The five baklavas, counted and priced in Turkish.
    await expect(page.getByText(tr('catalog.listing.count', { count: 5 }))).toBeVisible();
    await expect(productCard(page, ANTEP.title).getByText('$24,99')).toBeVisible();
    await saveScreenshot(page, 'listing-turkish.png');
  });
});
