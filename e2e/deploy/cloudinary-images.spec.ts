import { committedTo, expect, signIn, test, type Page } from '../fixtures';
import { API_A } from './deploy-servers';

// The project `deploy-nginx`: a backend that keeps its images on Cloudinary (as the contract's original server
// does, with http addresses) answers the listing and the feature images; the deploy build asks Cloudinary for the width
// that fits the screen, once per image, from its start-up code and from the app alike.

/**
 * A phone: one card per row and feature images as wide as the screen, each 412 CSS pixels on a 2× screen. Without
 * the service worker: once it controls the page (it takes the first page at install, at a moment that depends on
 * the machine's load), the backend's answers come through it, where page.route never sees them.
 */
test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, serviceWorkers: 'block' });

const CLOUD = 'http://res.cloudinary.com/lokum-shop/image/upload';
/** A 1×1 PNG, what Cloudinary is made to answer here. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The backend's answers at `path` with each record's image on Cloudinary, `<name>-<place in the list>.jpg`. */
async function imagesOnCloudinary(page: Page, path: string, name: string) {
  await page.route(
    (url) => url.href.startsWith(`${API_A}${path}`),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { image: string }[] };
      body.data.forEach((record, index) => (record.image = `${CLOUD}/v1716212345/shop/${name}-${index}.jpg`));
      await route.fulfill({ response, json: body });
    },
  );
}

/** Every address the page at `documentPath` asks of Cloudinary once it is loading (each answered with a pixel). */
async function recordCloudinary(page: Page, documentPath: string) {
  const asked: string[] = [];
  // Not the page before's: the shop home the sign-in opened may still be loading its cards.
  const recording = committedTo(page, documentPath);
  await page.route('https://res.cloudinary.com/**', async (route) => {
    if (recording()) asked.push(route.request().url());
    await route.fulfill({ contentType: 'image/png', body: PIXEL });
  });
  return asked;
}

test('a reload of the listing asks Cloudinary for each first card at the width a phone shows, one address each', async ({
  page,
}) => {
  await signIn(page);
  await imagesOnCloudinary(page, '/api/shop/products/get', 'product');
  const asked = await recordCloudinary(page, '/shop/listing');

  await page.goto('/shop/listing');
  const firstImage = page.getByRole('main').getByRole('article').first().locator('img');
  await expect(firstImage).toHaveJSProperty('complete', true);
  const sized = `https://res.cloudinary.com/lokum-shop/image/upload/c_limit,w_960,f_auto,q_auto/v1716212345/shop/product-0.jpg`;
  await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(sized);
  // The start-up code's preload, the early card's <img> and the app's card chose the same address: one width.
  // Each address may be asked again here when the app's card replaces the early one: routing requests turns
  // Chromium's HTTP cache off, where a browser would take the app's copy from its cache (Cloudinary's answers are
  // kept for a year) or, as a rule, from the page's own images.
  const distinct = (name: string) => [...new Set(asked.filter((url) => url.endsWith(`/shop/${name}.jpg`)))];
  expect(distinct('product-0')).toEqual([sized]);
  expect(distinct('product-1')).toEqual([sized.replace('product-0', 'product-1')]);
  expect(asked.every((url) => url.includes('/c_limit,w_960,f_auto,q_auto/'))).toBe(true);
});

test('the guest landing shows its first feature image from Cloudinary at the screen’s width, asked once', async ({
  page,
}) => {
  await imagesOnCloudinary(page, '/api/common/feature/get', 'feature-image');
  const asked = await recordCloudinary(page, '/');

  await page.goto('/');
  const firstImage = page.getByRole('img', { name: 'Featured offer 1' });
  await expect(firstImage).toHaveJSProperty('complete', true);
  const sized = `https://res.cloudinary.com/lokum-shop/image/upload/c_limit,w_960,f_auto,q_auto/v1716212345/shop/feature-image-0.jpg`;
  await expect.poll(() => firstImage.evaluate((image: HTMLImageElement) => image.currentSrc)).toBe(sized);
  expect(asked.filter((url) => url.endsWith('/shop/feature-image-0.jpg'))).toEqual([sized]);
});
