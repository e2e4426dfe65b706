import { toastWith } from '../cart-helpers';
import { clickOnText } from '../catalog-helpers';
import { expect, signIn, test } from '../fixtures';
import { API_A } from './deploy-servers';
import { holdFramework, listingProducts, type ProductRecord } from './early-helpers';

// The project `deploy-nginx`: the listing's prerendered page gets its first cards from the products start-up
// asked for, before React, the router and the page's code have run (src/boot/early-cards.ts).

// The framework's download is held below: the shop's service worker would serve it from its own copy instead.
test.use({ serviceWorkers: 'block' });

const shownPrice = ({ price, salePrice }: ProductRecord) =>
  `$${(salePrice > 0 ? salePrice : price).toFixed(2)}`;

test('the listing shows its first cards before the app has loaded, and the app takes them over where they are, with the focus', async ({
  page,
}) => {
  await signIn(page);
  const [first, second] = await listingProducts();
  if (!first || !second) throw new Error('backend A has fewer than two products');

  // The framework (React, the router, Query) is held back until the cards have been looked at and pressed.
  const framework = await holdFramework(page);
  const adds: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${API_A}/api/shop/cart/add`))
      adds.push(request.postDataJSON());
  });

  await page.goto('/shop/listing');
  const card = page.getByRole('article', { name: first.title });
  await expect(card.getByRole('heading', { level: 3, name: first.title })).toBeVisible();
  await expect(card.getByText(shownPrice(first), { exact: true })).toBeVisible();
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  await expect(page.getByRole('article', { name: second.title })).toBeVisible();
  expect(framework.asked()).toBe(true);
  const before = await card.boundingBox();

  // A double click before the app is there: added once, once the app is.
  const add = card.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeEnabled();
  await add.dblclick();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  expect(adds).toHaveLength(0);
  // The keyboard moves on to the next card's picture, which opens its details.
  await page.keyboard.press('Tab');
  const secondOpen = page
    .getByRole('article', { name: second.title })
    .getByRole('button', { name: second.title });
  await expect(secondOpen).toBeFocused();

  framework.release();
  await expect(toastWith(page, 'Product is added to cart')).toBeVisible();
  expect(adds).toEqual([expect.objectContaining({ productId: first._id, quantity: 1 })]);
  // The app's card is where the early one was, the same size.
  await expect(page.getByRole('article', { name: first.title })).toBeVisible();
  expect(await page.getByRole('article', { name: first.title }).boundingBox()).toEqual(before);
  await expect(page.getByRole('heading', { level: 3, name: first.title })).toHaveCount(1);
  // The focus is where it was: on the app's card, on the same button.
  await expect(secondOpen).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: second.title })).toBeVisible();
});

test('a press on an early card’s name, held while the app takes the page over, opens the product then', async ({
  page,
}) => {
  await signIn(page);
  const [, second] = await listingProducts();
  if (!second) throw new Error('backend A has fewer than two products');
  const framework = await holdFramework(page);

  await page.goto('/shop/listing');
  const title = page.getByRole('article', { name: second.title }).getByRole('heading', { level: 3 });
  await expect(title).toHaveText(second.title);
  await expect(title).toHaveAttribute('id', /^early-card-title-/);
  // Down on the name's text before the app is there, up once it is on its way: the app waits for the release
  // (src/boot/shell-press.ts), and the early card keeps the press like one on its picture.
  await clickOnText(page, title, {
    between: async () => {
      // The app asks for its HTTP client once its first page has loaded (app.tsx: startRouting), just before the
      // takeover, which it holds until the release.
      const httpClient = page.waitForResponse(/\/assets\/http-client-[\w-]+\.js$/);
      framework.release();
      await httpClient;
    },
  });
  await expect(page.getByRole('dialog', { name: second.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]product=${second._id}`));
});
