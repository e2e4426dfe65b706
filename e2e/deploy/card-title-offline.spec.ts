import { clickOnText } from '../catalog-helpers';
import { expect, signIn, test } from '../fixtures';
import { KEPT_CATALOG_CACHE } from '../../src/lib/device/worker-names';

// The project `deploy-nginx`: the deploy build behind nginx, with the shop's service worker, which keeps the
// catalog for a shopper who goes offline (docs/architecture.md#kept-on-the-device).

test('offline, a click on a card’s name opens the product from the list kept on the device', async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page);
  await page.goto('/shop/listing');
  const card = page.getByRole('main').getByRole('article').first();
  await expect(card).toBeVisible();
  // The worker controls the page and keeps the listing's answer.
  await expect
    .poll(
      () =>
        page.evaluate(async (cacheName) => {
          if (!navigator.serviceWorker.controller) return 0;
          const kept = await (await caches.open(cacheName)).keys();
          return kept.filter((request) => request.url.includes('/api/shop/products/get?')).length;
        }, KEPT_CATALOG_CACHE),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline')).toBeVisible();
  const title = card.getByRole('heading', { level: 3 });
  const name = (await title.textContent()) ?? '';
  expect(name).not.toBe('');
  await clickOnText(page, title);
  await expect(page.getByRole('dialog', { name })).toBeVisible();
});
