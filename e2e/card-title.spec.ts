import { expect, signIn, test, type Page } from './fixtures';
import { PRODUCTS, clickOnText, expectListingUrl, productCard, productDialog } from './catalog-helpers';
import { toastWith } from './cart-helpers';

// A card opens its product from its name as from its picture (docs/behaviour.md#catalog): the mouse lands on
// the title's text itself, not on the button that Playwright would find by its role.

/** Clicks the text of a product's title on its card and expects that product's dialog. */
async function openFromTitle(page: Page, title: string) {
  const card = productCard(page, title);
  await clickOnText(page, card.getByRole('heading', { level: 3, name: title }));
  await expect(productDialog(page, title)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  // The category rows hold still, so a card is where the mouse is sent.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('a click on a card’s name, or its category, opens the product on the listing; Add to cart only adds', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/shop/listing?category=Baklava');
  await openFromTitle(page, PRODUCTS.cevizli.title);
  await expectListingUrl(page, { category: 'baklava', product: PRODUCTS.cevizli.id });
  await page.keyboard.press('Escape');
  await expect(productDialog(page, PRODUCTS.cevizli.title)).toBeHidden();

  const antep = productCard(page, PRODUCTS.antep.title);
  await clickOnText(page, antep.getByText('Baklava', { exact: true }));
  await expect(productDialog(page, PRODUCTS.antep.title)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(productDialog(page, PRODUCTS.antep.title)).toBeHidden();

  await antep.getByRole('button', { name: 'Add to cart' }).click();
  await expect(toastWith(page, 'Product is added to cart')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectListingUrl(page, { category: 'baklava' });
});

test('a click on a card’s name opens the product in the search results', async ({ page }) => {
  await signIn(page);
  await page.goto('/shop/search?keyword=baklava');
  await openFromTitle(page, PRODUCTS.antep.title);
});

test('a click on a card’s name opens the product on the shop home', async ({ page }) => {
  await signIn(page);
  await page.goto('/shop/home');
  // A row builds its cards when it comes near the screen.
  await page.getByRole('region', { name: 'Baklava', exact: true }).scrollIntoViewIfNeeded();
  await openFromTitle(page, PRODUCTS.antep.title);
});

test('a click on a card’s name opens the product on the landing page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Baklava', exact: true }).scrollIntoViewIfNeeded();
  await openFromTitle(page, PRODUCTS.antep.title);
});
