import { expect, overrideBackend, signIn, storeSession, storedCategory, test, type Page } from './fixtures';
import {
  CATEGORY_LABELS,
  categoryOfSize,
  PRODUCTS,
  clickExpectingToast,
  expectListingUrl,
  isProductListRequest,
  isSearchRequest,
  productCard,
  productDialog,
  recordRequests,
  requestedCategories,
  requestedCategoryKeys,
} from './catalog-helpers';
import { cartButton } from './cart-helpers';

test(
  'a row shows every product of its category, and repeats a short one to about 15 cards',
  { tag: '@data-shape' },
  async ({ page }) => {
    await storeSession(page);
    await overrideBackend(page, {
      method: 'GET',
      path: '*/api/shop/products/get',
      fault: 'reply',
      body: {
        success: true,
        data: [...categoryOfSize('Baklava', 20, 'aa'), ...categoryOfSize('Coffee', 3, 'cc')],
      },
    });
    await page.goto('/shop/home');

    const baklava = page.getByRole('region', { name: 'Baklava', exact: true });
    await baklava.scrollIntoViewIfNeeded();
    // Every one of the 20, once for keyboards and screen readers; the moving track holds them twice (the repeat
    // inert), so it loops without a jump.
    await expect(baklava.locator('li')).toHaveCount(40);
    const cards = baklava.locator('article:not([inert])');
    await expect(cards).toHaveCount(20);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(
      Array.from({ length: 20 }, (_, index) => `Baklava ${index + 1}`),
    );

    const coffee = page.getByRole('region', { name: 'Coffee', exact: true });
    await coffee.scrollIntoViewIfNeeded();
    await expect(coffee.locator('li')).toHaveCount(15);
    await expect(coffee.locator('article:not([inert])')).toHaveCount(3);
  },
);

test.describe('shop home and listing', () => {
  test.beforeEach(async ({ page }) => {
    // Rows hold still, so cards can be clicked like on a phone that prefers reduced motion.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);
  });

  test(
    'the shop home shows a row for each of the eleven categories, cards labelled',
    { tag: '@data-shape' },
    async ({ page }) => {
      await page.goto('/shop/home');
      const rows = page.getByRole('main').getByRole('region');
      for (const label of CATEGORY_LABELS) {
        const row = rows.filter({ has: page.getByRole('heading', { level: 2, name: label, exact: true }) });
        // A row builds its cards when it comes near the screen.
        await row.scrollIntoViewIfNeeded();
        await expect(row.getByRole('article').first()).toBeAttached();
        await expect(row.getByRole('article').first().getByText(label, { exact: true })).toBeAttached();
      }
    },
  );

  test(
    'a category tile filters the listing and the request carries the filter',
    { tag: '@data-shape' },
    async ({ page }) => {
      await page.goto('/shop/home');
      const tiles = page.getByRole('region', { name: 'Shop by category' });
      const request = page.waitForRequest(
        (candidate) =>
          isProductListRequest(candidate) && requestedCategoryKeys(candidate).join(',') === 'teas',
      );
      await tiles.getByRole('link', { name: 'Teas', exact: true }).click();
      const sent = new URL((await request).url());
      expect(sent.searchParams.get('sortBy')).toBe('price-lowtohigh');

      await expect(page).toHaveURL(/\/shop\/listing\?/);
      await expectListingUrl(page, { category: 'teas', sortBy: 'price-lowtohigh' });
      await expect(page.getByRole('checkbox', { name: 'Teas' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Baklava' })).not.toBeChecked();
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      await expect(page.getByText(`${count} Products`)).toBeVisible();
      for (const card of await cards.all()) {
        await expect(card.getByText('Teas', { exact: true })).toBeVisible();
      }
      const stored = await page.evaluate(() => sessionStorage.getItem('shop-filters'));
      expect(JSON.parse(stored ?? '{}').state).toEqual({ categories: ['teas'], sortBy: 'price-lowtohigh' });
    },
  );

  test(
    'filters and sort are mirrored in the URL, survive a reload and come back from session storage',
    { tag: '@data-shape' },
    async ({ page }) => {
      await page.goto('/shop/listing');
      await expect(page.getByText('51 Products')).toBeVisible();

      const filtered = page.waitForRequest(
        (request) => isProductListRequest(request) && requestedCategoryKeys(request).join(',') === 'baklava',
      );
      await page.getByRole('checkbox', { name: 'Baklava' }).check();
      await filtered;
      await expectListingUrl(page, { category: 'baklava', sortBy: 'price-lowtohigh' });
      await expect(page.getByText('5 Products')).toBeVisible();

      const sorted = page.waitForRequest((request) => {
        const params = new URL(request.url()).searchParams;
        return (
          isProductListRequest(request) &&
          requestedCategoryKeys(request).join(',') === 'baklava' &&
          params.get('sortBy') === 'price-hightolow'
        );
      });
      await page.getByRole('button', { name: /^Sort by/ }).click();
      await page.getByRole('menuitem', { name: 'Price: High to Low' }).click();
      await sorted;
      await expectListingUrl(page, { category: 'baklava', sortBy: 'price-hightolow' });
      await expect(page.getByRole('main').getByRole('article').first()).toHaveAccessibleName(
        PRODUCTS.havuc.title,
      );

      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'Baklava' })).toBeChecked();
      // Enabled: the app's (the early page shows the same view, its controls waiting for the app).
      await expect(page.getByRole('button', { name: 'Sort by: Price: High to Low' })).toBeEnabled();

      // Back and Forward walk through the views.
      await page.goBack();
      await expectListingUrl(page, { category: 'baklava', sortBy: 'price-lowtohigh' });
      await expect(page.getByRole('button', { name: 'Sort by: Price: Low to High' })).toBeVisible();
      await page.goForward();
      await expect(page.getByRole('button', { name: 'Sort by: Price: High to Low' })).toBeVisible();

      // A bare /shop/listing (the header's links) restores the view kept in session storage.
      await page.goto('/shop/home');
      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: 'Products', exact: true })
        .click();
      await expectListingUrl(page, { category: 'baklava', sortBy: 'price-hightolow' });
      await expect(page.getByRole('checkbox', { name: 'Baklava' })).toBeChecked();
    },
  );

  test('a ?category= link preselects that category', { tag: '@data-shape' }, async ({ page }) => {
    await page.goto('/shop/listing?category=Honey');
    await expect(page.getByRole('checkbox', { name: 'Honey' })).toBeChecked();
    await expect(productCard(page, PRODUCTS.anzer.title)).toBeVisible();
    await expect(productCard(page, PRODUCTS.antep.title)).toHaveCount(0);
  });

  test(
    'old label links and other spellings of a category open the same view under its id',
    { tag: '@data-shape' },
    async ({ page }) => {
      await page.goto('/shop/listing?category=Turkish%20delight,HONEY&sortBy=title-atoz');
      await expectListingUrl(page, { category: 'turkish-delight,honey', sortBy: 'title-atoz' });
      await expect(page.getByRole('checkbox', { name: 'Turkish delight' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Honey' })).toBeChecked();
      await page.goto('/shop/listing?category=turkishDelight');
      await expectListingUrl(page, { category: 'turkish-delight' });
      await expect(page.getByRole('heading', { level: 1, name: 'Turkish delight' })).toBeVisible();
    },
  );

  test('the sort resets to price-lowtohigh when the category changes', async ({ page }) => {
    await page.goto('/shop/listing?category=Baklava&sortBy=title-ztoa');
    await expect(page.getByRole('button', { name: 'Sort by: Title: Z to A' })).toBeVisible();
    const request = page.waitForRequest((candidate) => {
      return isProductListRequest(candidate) && requestedCategoryKeys(candidate).join(',') === 'baklava,nuts';
    });
    await page.getByRole('checkbox', { name: 'Nuts' }).check();
    expect(new URL((await request).url()).searchParams.get('sortBy')).toBe('price-lowtohigh');
    await expectListingUrl(page, { category: 'baklava,nuts', sortBy: 'price-lowtohigh' });
    await expect(page.getByRole('button', { name: 'Sort by: Price: Low to High' })).toBeVisible();
  });

  test('revisiting the listing inside the stale time sends no new product request', async ({ page }) => {
    await page.goto('/shop/listing?category=Coffee');
    await expect(page.getByRole('checkbox', { name: 'Coffee' })).toBeChecked();
    // The app's page, loaded, before leaving: start-up's early page (its sort button waits for the app, disabled) is
    // plain HTML whose links load a new document, and a list left while it is still coming in is asked for again.
    await expect(page.getByRole('button', { name: /^Sort by: / })).toBeEnabled();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Categories' });
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    const requests = recordRequests(page, isProductListRequest);
    await page.goBack();
    await expect(page.getByRole('checkbox', { name: 'Coffee' })).toBeChecked();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(requests.map((request) => request.url())).toEqual([]);
  });
});

test.describe("a category filter in the backend's own spelling", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  /** The next product list request whose categories (by key) are `keys`. */
  const nextListRequest = (page: Page, keys: string) =>
    page.waitForRequest(
      (request) => isProductListRequest(request) && requestedCategoryKeys(request).join(',') === keys,
    );

  test(
    'asks for exactly the chosen categories as stored, after a reload and from a ?category= link in a fresh tab',
    { tag: '@data-shape' },
    async ({ page, mockShape }) => {
      const stored = (label: string) => storedCategory(mockShape, label);
      // The shop home reads the catalog: its records show how this backend spells every category.
      await signIn(page);
      await expect(page.getByRole('heading', { level: 2, name: 'Baklava' })).toBeVisible();

      await page.goto('/shop/listing');
      await expect(page.getByText('51 Products')).toBeVisible();
      const lokum = nextListRequest(page, 'turkishdelight');
      await page.getByRole('checkbox', { name: 'Turkish delight' }).check();
      expect(requestedCategories(await lokum)).toEqual([stored('Turkish delight')]);
      const both = nextListRequest(page, 'honey,turkishdelight');
      await page.getByRole('checkbox', { name: 'Honey' }).check();
      expect(requestedCategories(await both)).toEqual([stored('Turkish delight'), stored('Honey')]);
      await expectListingUrl(page, { category: 'turkish-delight,honey', sortBy: 'price-lowtohigh' });
      await expect(productCard(page, PRODUCTS.anzer.title)).toBeVisible();
      await expect(productCard(page, PRODUCTS.antep.title)).toHaveCount(0);

      // A reload starts with an empty cache: the spelling comes from what the browser remembers.
      const afterReload = nextListRequest(page, 'honey,turkishdelight');
      await page.reload();
      expect(requestedCategories(await afterReload)).toEqual([stored('Turkish delight'), stored('Honey')]);
      await expect(productCard(page, PRODUCTS.anzer.title)).toBeVisible();

      const tab = await page.context().newPage();
      const fromLink = nextListRequest(tab, 'honey');
      await tab.goto('/shop/listing?category=honey');
      expect(requestedCategories(await fromLink)).toEqual([stored('Honey')]);
      await expect(tab.getByRole('checkbox', { name: 'Honey' })).toBeChecked();
      await expect(productCard(tab, PRODUCTS.anzer.title)).toBeVisible();
      await tab.close();
    },
  );

  test(
    'with nothing known of the backend, a link asks once in every spelling and the answer teaches',
    { tag: '@data-shape' },
    async ({ page, mockShape }) => {
      // Signed in without visiting the shop: no product has been read yet.
      await storeSession(page);
      const first = nextListRequest(page, 'honey');
      await page.goto('/shop/listing?category=Honey');
      expect(requestedCategories(await first)).toEqual(
        expect.arrayContaining([storedCategory(mockShape, 'Honey')]),
      );
      expect(requestedCategories(await first).length).toBeGreaterThan(1);
      await expect(productCard(page, PRODUCTS.anzer.title)).toBeVisible();

      const next = nextListRequest(page, 'baklava,honey');
      await page.getByRole('checkbox', { name: 'Baklava' }).check();
      expect(requestedCategories(await next)).toEqual([
        storedCategory(mockShape, 'Baklava'),
        storedCategory(mockShape, 'Honey'),
      ]);
      await expect(productCard(page, PRODUCTS.antep.title)).toBeVisible();
    },
  );
});

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('waits for the 1 s pause, sends one request, keeps the keyword in the URL and clears', async ({
    page,
  }) => {
    await page.goto('/shop/search');
    const input = page.getByRole('searchbox', { name: 'Search' });
    const requests = recordRequests(page, isSearchRequest);

    await input.pressSequentially('baklava', { delay: 80 });
    // Typing took well under the debounce: nothing has been sent yet.
    expect(requests.map((request) => request.url())).toEqual([]);
    await expect(productCard(page, PRODUCTS.antep.title)).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0].url()).pathname).toBe('/api/shop/search/baklava');
    await expectListingUrl(page, { keyword: 'baklava' });

    await input.fill('zzqqxx');
    await expect(page.getByText('No results found!')).toBeVisible();
    expect(requests).toHaveLength(2);

    await input.fill('');
    await expect(page.getByText('No results found!')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await expectListingUrl(page, {});
    expect(requests).toHaveLength(2);
  });

  test('a search link shows its results on load', { tag: '@data-shape' }, async ({ page }) => {
    await page.goto('/shop/search?keyword=lokum');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('lokum');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('adding beyond the stock from the results is refused', async ({ page }) => {
    await page.goto('/shop/search?keyword=havu%C3%A7');
    const add = productCard(page, PRODUCTS.havuc.title).getByRole('button', { name: 'Add to cart' });
    await clickExpectingToast(page, add, 'Product is added to cart');
    await expect(add).toBeEnabled();
    await clickExpectingToast(page, add, 'Product is added to cart');
    await expect(add).toBeEnabled();
    const requests = recordRequests(page, (request) => request.url().includes('/api/shop/cart/add'));
    await clickExpectingToast(page, add, 'Only 2 quantity available for this item');
    expect(requests.map((request) => request.url())).toEqual([]);
  });
});

test.describe('product dialog', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page);
  });

  test(
    '?product=<id> opens the dialog on load: struck-through price and No Reviews',
    { tag: '@data-shape' },
    async ({ page }) => {
      await page.goto(`/shop/listing?product=${PRODUCTS.cevizli.id}`);
      const dialog = productDialog(page, PRODUCTS.cevizli.title);
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('s')).toHaveText('$18.99');
      await expect(dialog.getByText('$15.99', { exact: true })).toBeVisible();
      await expect(dialog.getByText('No Reviews')).toBeVisible();
    },
  );

  test('shows the average with two decimals', { tag: '@data-shape' }, async ({ page }) => {
    await page.goto(`/shop/home?product=${PRODUCTS.antep.id}`);
    const dialog = productDialog(page, PRODUCTS.antep.title);
    await expect(dialog.getByText('4.67', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'Rated 4.67 out of 5' })).toBeVisible();
  });

  test("'Out of Stock' is disabled at stock 0", async ({ page }) => {
    await page.goto(`/shop/listing?category=Honey&product=${PRODUCTS.anzer.id}`);
    const dialog = productDialog(page, PRODUCTS.anzer.title);
    await expect(dialog.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });

  test('a card opens the dialog, the URL names the product and Back closes it', async ({ page }) => {
    await page.goto('/shop/listing?category=Baklava');
    await productCard(page, PRODUCTS.cevizli.title)
      .getByRole('button', { name: PRODUCTS.cevizli.title })
      .click();
    const dialog = productDialog(page, PRODUCTS.cevizli.title);
    await expect(dialog).toBeVisible();
    await expectListingUrl(page, { category: 'baklava', product: PRODUCTS.cevizli.id });
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expectListingUrl(page, { category: 'baklava' });
  });

  test('the dialog refuses to add more than the stock', async ({ page }) => {
    await page.goto(`/shop/search?keyword=havu%C3%A7&product=${PRODUCTS.havuc.id}`);
    const dialog = productDialog(page, PRODUCTS.havuc.title);
    const add = dialog.getByRole('button', { name: 'Add to Cart' });
    for (const inCart of ['Cart, 1 item', 'Cart, 2 items']) {
      await clickExpectingToast(page, add, 'Product is added to cart');
      // The toast seen may still be the previous add's: wait until this add is in the cart and has finished, or
      // its own success toast could replace the refusal below before anyone sees it.
      await expect(cartButton(page)).toHaveAccessibleName(inCart);
      await expect(add).not.toHaveAttribute('aria-busy', 'true');
    }
    await clickExpectingToast(page, add, 'Only 2 quantity can be added for this item');
  });

  test(
    'review: Submit disabled while blank, then the review and the new average appear',
    { tag: '@data-shape' },
    async ({ page }) => {
      await page.goto(`/shop/listing?product=${PRODUCTS.antep.id}`);
      const dialog = productDialog(page, PRODUCTS.antep.title);
      const submit = dialog.getByRole('button', { name: 'Submit' });
      await expect(submit).toBeDisabled();
      await dialog.getByRole('radio', { name: '5 stars' }).press('Space');
      await dialog.getByLabel('Your review').fill('   ');
      await expect(submit).toBeDisabled();
      await dialog.getByLabel('Your review').fill('Best baklava outside Gaziantep.');
      await expect(submit).toBeEnabled();

      const posted = page.waitForRequest((request) => request.url().endsWith('/api/shop/review/add'));
      await submit.click();
      expect((await posted).postDataJSON()).toMatchObject({
        productId: PRODUCTS.antep.id,
        reviewValue: 5,
        reviewMessage: 'Best baklava outside Gaziantep.',
        userName: 'Deniz Aydın',
      });
      await expect(page.getByText('Review added successfully!')).toBeVisible();
      await expect(dialog.getByText('Best baklava outside Gaziantep.')).toBeVisible();
      // (5 + 5 + 4 + 5) / 4
      await expect(dialog.getByText('4.75', { exact: true })).toBeVisible();
      await expect(dialog.getByLabel('Your review')).toHaveValue('');
    },
  );

  test("a refused review shows the server's message", async ({ page }) => {
    await page.goto(`/shop/listing?product=${PRODUCTS.cevizli.id}`);
    const dialog = productDialog(page, PRODUCTS.cevizli.title);
    await dialog.getByRole('radio', { name: '4 stars' }).press('Space');
    await dialog.getByLabel('Your review').fill('Looks lovely.');
    // The toast lasts 2000 ms: start looking for it before the click.
    await Promise.all([
      expect(page.getByText('You need to purchase product to review it.')).toBeVisible(),
      dialog.getByRole('button', { name: 'Submit' }).click(),
    ]);
    await expect(dialog.getByText('No Reviews')).toBeVisible();
  });
});
