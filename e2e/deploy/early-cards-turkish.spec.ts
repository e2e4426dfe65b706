import type { Request, Response } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/device/storage-keys';
import { toastWith } from '../cart-helpers';
import { expect, signIn, test } from '../fixtures';
import { tr } from '../i18n-helpers';
import { API_A } from './deploy-servers';
import { holdFramework, listingProducts, type ProductRecord } from './early-helpers';

// The project `deploy-nginx`: a Turkish shopper's listing gets its first cards in Turkish before the framework has
// run (src/boot/early-cards.ts, from the Turkish templates in the prerendered page), and the app takes them over.

// The framework's download is held below: the shop's service worker would serve it from its own copy instead.
test.use({ serviceWorkers: 'block' });

/** The price a card shows in Turkish: a decimal comma (the listing's first products cost less than $1.000,00). */
const turkishPrice = ({ price, salePrice }: ProductRecord) =>
  `$${(salePrice > 0 ? salePrice : price).toFixed(2).replace('.', ',')}`;

/** Whether a cart/add request, by its answer (the stored cart), put the product in the cart. */
async function addedToCart(response: Response, productId: string) {
  const { data } = (await response.json()) as { data?: { items?: { productId: string }[] } };
  return response.ok() && (data?.items ?? []).some((item) => item.productId === productId);
}

test('a Turkish shopper’s listing shows its first cards in Turkish before the app has loaded, and the app carries out their Add to cart', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate((key) => window.localStorage.setItem(key, 'tr'), STORAGE_KEYS.language);
  const [first] = await listingProducts();
  if (!first) throw new Error('backend A has no products');

  // The framework (React, the router, Query) is held back until the card has been looked at and pressed.
  const framework = await holdFramework(page);
  const isAdd = (request: Request) =>
    request.method() === 'POST' && request.url().startsWith(`${API_A}/api/shop/cart/add`);
  const adds: unknown[] = [];
  page.on('request', (request) => {
    if (isAdd(request)) adds.push(request.postDataJSON());
  });
  const added = page.waitForResponse((response) => isAdd(response.request()));

  await page.goto('/shop/listing');
  const card = page.getByRole('article', { name: first.title });
  const title = card.getByRole('heading', { level: 3, name: first.title });
  await expect(title).toBeVisible();
  // The early card (its own title id), in Turkish: the add button's label and the price's decimal comma.
  await expect(title).toHaveAttribute('id', /^early-card-title-/);
  await expect(card.getByText(turkishPrice(first), { exact: true })).toBeVisible();
  await expect(card.locator('xpath=ancestor::ul[1]')).toHaveAttribute('lang', 'tr');
  expect(framework.asked()).toBe(true);
  const add = card.getByRole('button', { name: tr('catalog.card.addToCart') });
  await expect(add).toBeEnabled();
  const before = await card.boundingBox();

  await add.click();
  await expect(add).toHaveAttribute('aria-busy', 'true');
  expect(adds).toHaveLength(0);

  framework.release();
  await expect(toastWith(page, tr('cart.toast.added'))).toBeVisible();
  expect(adds).toEqual([expect.objectContaining({ productId: first._id, quantity: 1 })]);
  expect(await addedToCart(await added, first._id)).toBe(true);
  // The app's card, where the early one was, with the same words.
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  const appCard = page.getByRole('article', { name: first.title });
  await expect(appCard.getByRole('heading', { level: 3 })).not.toHaveAttribute('id', /^early-card-title-/);
  await expect(appCard.getByRole('button', { name: tr('catalog.card.addToCart') })).toBeVisible();
  await expect(appCard.getByText(turkishPrice(first), { exact: true })).toBeVisible();
  expect(await appCard.boundingBox()).toEqual(before);
  await expect(page.getByRole('heading', { level: 3, name: first.title })).toHaveCount(1);
});
