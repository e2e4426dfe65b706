import type { Locator } from '@playwright/test';
import { ANTEP, destructiveToastWith, openCart, seedCart } from './cart-helpers';
import { isSearchRequest, recordRequests, productDialog } from './catalog-helpers';
import {
  ADMIN,
  expect,
  mockRequests,
  overrideBackend,
  signIn,
  test,
  waitForMockCalls,
  type Page,
} from './fixtures';
import {
  expectNoHorizontalOverflow,
  expectNoInjectedElements,
  expectWrapped,
  failOnDialogs,
  IMG_PAYLOAD,
  SCRIPT_PAYLOAD,
} from './hostile-helpers';

/** The address manager's cap on cards drawn (src/features/addresses/components/address-manager.tsx). */
const MAX_SHOWN_ADDRESSES = 12;

/** Image addresses a browser must never be handed as an <img src>. */
const HOSTILE_IMAGES = [
  'javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
];
const HOSTILE_SCHEME = /^\s*(javascript|vbscript|data:text|file):/i;
const SAFE_IMAGE = '/images/products/turk-kahvesi.svg';
/** One unbroken 10,000-character word: the worst case for wrapping. */
const HUGE_WORD = 'W'.repeat(10_000);

const hostileProduct = (index: number, fields: Record<string, unknown>) => ({
  _id: `66e0000000000000000000${String(index).padStart(2, '0')}`,
  title: `Hostile product ${index}`,
  description: 'Plain description',
  category: 'Baklava',
  price: 10 + index,
  salePrice: 0,
  totalStock: 5,
  averageReview: 0,
  image: SAFE_IMAGE,
  ...fields,
});

const HOSTILE_PRODUCTS = [
  hostileProduct(1, { title: IMG_PAYLOAD, description: SCRIPT_PAYLOAD, image: HOSTILE_IMAGES[0] }),
  hostileProduct(2, { title: SCRIPT_PAYLOAD, description: IMG_PAYLOAD, image: HOSTILE_IMAGES[1] }),
  hostileProduct(3, { image: HOSTILE_IMAGES[2] }),
  hostileProduct(4, { image: HOSTILE_IMAGES[3] }),
  hostileProduct(5, { title: HUGE_WORD, description: HUGE_WORD }),
  // The control: a safe image is still shown, so the image assertions below can fail.
  hostileProduct(6, { title: 'Safe control product' }),
];

/** Every <img> src inside `scope` (null where the element has none). */
async function imageSources(scope: Locator) {
  return scope.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
}

async function expectNoHostileImages(scope: Locator, minimumImages = 1) {
  await expect.poll(async () => (await imageSources(scope)).length).toBeGreaterThanOrEqual(minimumImages);
  const sources = await imageSources(scope);
  expect(sources.filter((source) => source !== null && HOSTILE_SCHEME.test(source))).toEqual([]);
  return sources;
}

/**
 * The hostile replies with these labels answered calls of the page as it stands (read from the mock backend's
 * request log), so the checks around this one looked at hostile data and not at the seed.
 */
async function expectServed(page: Page, labels: string[]) {
  await expect
    .poll(async () => {
      const served = new Set((await mockRequests(page)).map((call) => call.override));
      return labels.filter((label) => !served.has(label));
    })
    .toEqual([]);
}

/** Signs in, then makes the mock backend answer the product calls with the hostile catalog. */
async function signInWithHostileCatalog(page: Page) {
  await signIn(page);
  await overrideBackend(
    page,
    {
      method: 'GET',
      path: '*/api/shop/products/get',
      fault: 'reply',
      body: { success: true, data: HOSTILE_PRODUCTS },
      label: 'hostile products',
    },
    {
      method: 'GET',
      path: '*/api/shop/products/get/:id',
      fault: 'reply',
      body: { success: true, data: HOSTILE_PRODUCTS[0] },
      label: 'hostile product',
    },
    {
      method: 'GET',
      path: '*/api/shop/review/:productId',
      fault: 'reply',
      label: 'hostile reviews',
      body: {
        success: true,
        data: [
          {
            productId: HOSTILE_PRODUCTS[0]._id,
            userName: IMG_PAYLOAD,
            reviewMessage: SCRIPT_PAYLOAD,
            reviewValue: 5,
          },
          {
            productId: HOSTILE_PRODUCTS[0]._id,
            userName: 'Mallory',
            reviewMessage: IMG_PAYLOAD,
            reviewValue: 1,
          },
        ],
      },
    },
  );
}

test.describe('hostile data from the server', () => {
  test('markup in product titles, descriptions and reviews shows as text and never runs', async ({
    page,
  }) => {
    const dialogs = failOnDialogs(page);
    await signInWithHostileCatalog(page);
    await page.goto('/shop/listing');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: IMG_PAYLOAD, exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: SCRIPT_PAYLOAD, exact: true })).toBeVisible();
    await expectNoInjectedElements(page);

    await main.getByRole('button', { name: IMG_PAYLOAD, exact: true }).click();
    const dialog = productDialog(page, IMG_PAYLOAD);
    await expect(dialog.getByText(SCRIPT_PAYLOAD, { exact: true }).first()).toBeVisible();
    // Reviews: the reviewer's name and both messages, as text.
    await expect(dialog.getByText(IMG_PAYLOAD, { exact: true }).first()).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Mallory' })).toContainText(IMG_PAYLOAD);
    await expect(dialog.getByRole('listitem').filter({ hasText: SCRIPT_PAYLOAD })).toHaveCount(1);
    await expectNoInjectedElements(page);
    await expectServed(page, ['hostile products', 'hostile product', 'hostile reviews']);
    expect(dialogs).toEqual([]);
  });

  test('javascript:, vbscript:, data:text/html and file: image URLs never reach an <img src> in the shop', async ({
    page,
  }) => {
    // Six pages, each loaded in full, on a machine shared with other runs.
    test.slow();
    const dialogs = failOnDialogs(page);
    await signInWithHostileCatalog(page);
    const line = (index: number, image: string) => ({
      productId: `66e00000000000000000001${index}`,
      title: `Hostile line ${index}`,
      image,
      price: 5,
      salePrice: 0,
      quantity: 1,
    });
    const order = {
      _id: '66f000000000000000000001',
      cartItems: HOSTILE_IMAGES.map((image, index) => line(index, image)),
      addressInfo: { address: 'Moda Caddesi 42', city: 'Istanbul', pincode: '34710', phone: '1', notes: '-' },
      orderStatus: 'pending',
      paymentMethod: 'paypal',
      paymentStatus: 'pending',
      totalAmount: 20,
      orderDate: '2026-11-01T10:00:00.000Z',
    };
    await overrideBackend(
      page,
      {
        method: 'GET',
        path: '*/api/common/feature/get',
        fault: 'reply',
        body: { success: true, data: HOSTILE_IMAGES.map((image, index) => ({ _id: `f${index}`, image })) },
        label: 'hostile banners',
      },
      {
        method: 'GET',
        path: '*/api/shop/cart/get/:userId',
        fault: 'reply',
        body: {
          success: true,
          data: { _id: 'c1', items: HOSTILE_IMAGES.map((image, index) => line(index, image)) },
        },
        label: 'hostile cart',
      },
      {
        method: 'GET',
        path: '*/api/shop/order/list/:userId',
        fault: 'reply',
        body: { success: true, data: [order] },
        label: 'hostile orders',
      },
      {
        method: 'GET',
        path: '*/api/shop/order/details/:id',
        fault: 'reply',
        body: { success: true, data: order },
        label: 'hostile order',
      },
    );

    // Listing cards: the hostile ones have no src at all; the control keeps its image.
    await page.goto('/shop/listing');
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(HOSTILE_PRODUCTS.length);
    const cardSources = await expectNoHostileImages(main, HOSTILE_PRODUCTS.length);
    expect(cardSources).toContain(SAFE_IMAGE);
    expect(cardSources.filter((source) => source === null)).toHaveLength(HOSTILE_IMAGES.length);

    // The product dialog.
    await main.getByRole('button', { name: IMG_PAYLOAD, exact: true }).click();
    const dialog = productDialog(page, IMG_PAYLOAD);
    await expect(dialog.getByRole('img', { name: IMG_PAYLOAD })).toBeAttached();
    await expectNoHostileImages(dialog);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectServed(page, ['hostile products', 'hostile product']);

    // Cart sheet and checkout: the app's missing-image placeholder instead.
    const sheet = await openCart(page);
    await expect(sheet.getByRole('listitem')).toHaveCount(HOSTILE_IMAGES.length);
    expect(await expectNoHostileImages(sheet, HOSTILE_IMAGES.length)).toEqual(
      HOSTILE_IMAGES.map(() => '/favicon.svg'),
    );
    await page.keyboard.press('Escape');
    await expectServed(page, ['hostile cart']);
    await page.goto('/shop/checkout');
    await expect(page.getByRole('listitem', { name: 'Hostile line 0' })).toBeVisible();
    await expectNoHostileImages(page.locator('body'), HOSTILE_IMAGES.length);
    await expectServed(page, ['hostile cart']);

    // Home feature images (the carousel takes over from the first plain image).
    await page.goto('/shop/home');
    await expect(page.getByRole('img', { name: 'Featured offer 1' }).first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Pause banner rotation' })).toBeVisible();
    await expectNoHostileImages(page.locator('body'), HOSTILE_IMAGES.length);
    await expectServed(page, ['hostile banners']);

    // Order details in the account.
    await page.goto('/shop/account');
    await page.getByRole('button', { name: 'View Details' }).first().click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await expect(details.getByText('Hostile line 3')).toBeVisible();
    await expectNoHostileImages(details, HOSTILE_IMAGES.length);
    await expectServed(page, ['hostile orders', 'hostile order']);

    await expectNoInjectedElements(page);
    expect(dialogs).toEqual([]);
  });

  test('the admin never renders hostile image URLs: product cards, edit preview and feature list', async ({
    page,
  }) => {
    const dialogs = failOnDialogs(page);
    await signIn(page, ADMIN);
    await overrideBackend(
      page,
      {
        method: 'GET',
        path: '*/api/admin/products/get',
        fault: 'reply',
        body: { success: true, data: HOSTILE_PRODUCTS },
        label: 'hostile admin products',
      },
      {
        method: 'GET',
        path: '*/api/common/feature/get',
        fault: 'reply',
        body: { success: true, data: HOSTILE_IMAGES.map((image, index) => ({ _id: `f${index}`, image })) },
        label: 'hostile banners',
      },
    );
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('img', { name: `Feature image ${HOSTILE_IMAGES.length}` })).toBeAttached();
    await expectNoHostileImages(page.locator('main'), HOSTILE_IMAGES.length);
    await expectServed(page, ['hostile banners']);

    await page.goto('/admin/products');
    const main = page.getByRole('main');
    await expect(main.getByRole('article')).toHaveCount(HOSTILE_PRODUCTS.length);
    await expect(main.getByText(SCRIPT_PAYLOAD, { exact: true })).toBeVisible();
    await expectNoHostileImages(main, HOSTILE_PRODUCTS.length);

    await main.getByRole('article', { name: IMG_PAYLOAD }).getByRole('button', { name: 'Edit' }).click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByRole('img', { name: 'Uploaded image preview' })).toBeAttached();
    await expectNoHostileImages(sheet);
    await expectServed(page, ['hostile admin products']);

    await expectNoInjectedElements(page);
    expect(dialogs).toEqual([]);
  });

  test('an approval URL that is not http(s) is refused with a message, and the page stays', async ({
    page,
  }) => {
    const dialogs = failOnDialogs(page);
    await signIn(page);
    await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
    await page.goto('/shop/checkout');
    await page.getByRole('radio', { name: 'Moda Caddesi 42, Kadıköy, Istanbul' }).check();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    const approvalURLs = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'];
    for (const [index, approvalURL] of approvalURLs.entries()) {
      await overrideBackend(page, {
        method: 'POST',
        path: '*/api/shop/order/create',
        fault: 'reply',
        body: { success: true, approvalURL, orderId: '66f0000000000000000000aa' },
        label: `approval ${approvalURL}`,
      });
      await page.getByRole('button', { name: 'Order Now' }).click();
      // This very reply answered this click: the mock's request log names the override that served it.
      const creates = await waitForMockCalls(page, 'POST', /\/api\/shop\/order\/create$/, {
        count: index + 1,
      });
      expect(creates[index]?.override).toBe(`approval ${approvalURL}`);
      await expect(page.getByRole('alert').filter({ hasText: 'an address we cannot open' })).toHaveText(
        'The payment provider sent an address we cannot open. Your order was not paid.',
      );
      await expect(page).toHaveURL(/\/shop\/checkout$/);
      await expect(page.getByText('Processing Paypal Payment...')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Order Now' })).toBeEnabled();
    }
    const served = (await waitForMockCalls(page, 'POST', /\/api\/shop\/order\/create$/)).map(
      (call) => call.override,
    );
    expect(served).toEqual(approvalURLs.map((approvalURL) => `approval ${approvalURL}`));
    expect(navigations).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});

test.describe('hostile input from the shopper', () => {
  test('search keywords with URL and pattern metacharacters never reach the request path, and the page keeps working', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/shop/search');
    const input = page.getByRole('searchbox', { name: 'Search' });
    const searches = recordRequests(page, isSearchRequest);
    for (const keyword of ['c++', '%', '/', '?', '#', '100%', '../../admin', 'a b&c=d', '(', '.*']) {
      const before = searches.length;
      await input.fill(keyword);
      await expect(
        page.getByText('No results found!').or(page.getByRole('main').getByRole('article').first()),
      ).toBeVisible();
      await expect(input).toHaveValue(keyword);
      // Only letters and digits are ever sent (features/catalog/lib/search-keyword.ts); punctuation alone, nothing.
      for (const request of searches.slice(before)) {
        const sent = new URL(request.url());
        expect(sent.pathname, keyword).toMatch(/^\/api\/shop\/search\/[a-z0-9]+$/);
        expect(sent.search, keyword).toBe('');
      }
      if (!/[a-z0-9]/i.test(keyword)) {
        await expect(page.getByText('No results found!')).toBeVisible();
        expect(searches.length, keyword).toBe(before);
      }
    }
    // Still a working search after all that.
    await input.fill('baklava');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('a 10,000-character review can be written, is sent whole and wraps inside the dialog', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/shop/listing?product=${ANTEP.id}`);
    const dialog = productDialog(page, ANTEP.title);
    await dialog.getByRole('radio', { name: '4 stars' }).press('Space');
    await dialog.getByLabel('Your review').fill(HUGE_WORD);
    await expect(dialog.getByLabel('Your review')).toHaveValue(HUGE_WORD);

    const posted = page.waitForRequest((request) => request.url().endsWith('/api/shop/review/add'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(((await posted).postDataJSON() as { reviewMessage: string }).reviewMessage).toHaveLength(10_000);
    await expect(page.getByText('Review added successfully!')).toBeVisible();

    // Located by a prefix: a 10,000-character selector is needlessly heavy for the locator engine.
    const review = dialog
      .getByRole('listitem')
      .filter({ hasText: HUGE_WORD.slice(0, 100) })
      .getByText(/^W+$/);
    await expect(review).toBeVisible();
    expect(await review.textContent()).toBe(HUGE_WORD);
    await expectWrapped(review);
    await expectWrapped(dialog.getByRole('listitem').filter({ hasText: HUGE_WORD.slice(0, 100) }));
    await expectNoHorizontalOverflow(page);
  });

  test('a 10,000-character product title and description wrap on the card, in the dialog and in the cart', async ({
    page,
  }) => {
    test.slow();
    await signIn(page);
    await overrideBackend(
      page,
      {
        method: 'GET',
        path: '*/api/shop/products/get',
        fault: 'reply',
        body: { success: true, data: [HOSTILE_PRODUCTS[4], HOSTILE_PRODUCTS[5]] },
        label: 'long products',
      },
      {
        method: 'GET',
        path: '*/api/shop/products/get/:id',
        fault: 'reply',
        body: { success: true, data: HOSTILE_PRODUCTS[4] },
        label: 'long product',
      },
      {
        method: 'GET',
        path: '*/api/shop/cart/get/:userId',
        fault: 'reply',
        label: 'long cart',
        body: {
          success: true,
          data: {
            items: [
              { productId: HOSTILE_PRODUCTS[4]._id, title: HUGE_WORD, image: '', price: 1, quantity: 1 },
            ],
          },
        },
      },
    );
    // Located by a prefix: selectors of 10,000 characters make the locator engine crawl.
    const huge = HUGE_WORD.slice(0, 100);
    await page.goto('/shop/listing');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: huge });
    await expectWrapped(card.locator('h3'));
    await expectWrapped(card);
    await expectNoHorizontalOverflow(page);

    await card.getByRole('button').first().click();
    // Only one dialog is open: its title and its description are the 10,000-character texts.
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('h2')).toContainText(huge);
    await expectWrapped(dialog.locator('h2'));
    await expectWrapped(dialog.locator('p').filter({ hasText: huge }));
    await expectNoHorizontalOverflow(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectServed(page, ['long products', 'long product']);

    await page.goto('/shop/checkout');
    const line = page.getByRole('listitem').filter({ hasText: huge });
    await expectWrapped(line.locator('p').filter({ hasText: huge }));
    await expectWrapped(line);
    await expectNoHorizontalOverflow(page);
    await expectServed(page, ['long cart']);
  });
});

test.describe('a buggy server that returns 1,000 addresses', () => {
  const THOUSAND_ADDRESSES = Array.from({ length: 1000 }, (_, index) => ({
    _id: `66d${String(index).padStart(21, '0')}`,
    address: `Bulk Street ${index + 1}`,
    city: 'Izmir',
    pincode: '35000',
    phone: '+90 232 000 0000',
    notes: 'Duplicated by a server bug',
  }));

  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await overrideBackend(page, {
      method: 'GET',
      path: '*/api/shop/address/get/:userId',
      fault: 'reply',
      body: { success: true, data: THOUSAND_ADDRESSES },
      label: '1,000 addresses',
    });
  });

  test('the Address tab renders, stays responsive and refuses another add', async ({ page }) => {
    await page.goto('/shop/account');
    const started = Date.now();
    await page.getByRole('tab', { name: 'Address' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Address' });
    await expect(panel.getByRole('listitem', { name: 'Bulk Street 1, Izmir', exact: true })).toBeVisible();
    test.info().annotations.push({ type: 'address tab ms', description: String(Date.now() - started) });
    // A bounded number of cards, and a note that says how many there are.
    await expect(panel.getByRole('listitem')).toHaveCount(MAX_SHOWN_ADDRESSES);
    await expect(panel.getByText(`Showing ${MAX_SHOWN_ADDRESSES} of 1000 saved addresses.`)).toBeVisible();

    // Responsive: typing lands at once and the form answers.
    const form = panel.getByRole('form', { name: 'Add address' });
    await form.getByRole('textbox', { name: 'Address' }).fill('Yet another street 1');
    await form.getByRole('textbox', { name: 'City' }).fill('Ankara');
    await form.getByRole('textbox', { name: 'Pincode' }).fill('06000');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+90 312 000 0000');
    await form.getByRole('textbox', { name: 'Notes' }).fill('One too many');
    await form.getByRole('button', { name: 'Add Address' }).click();
    await expect(destructiveToastWith(page, 'You can add max 3 addresses')).toBeVisible();
    await expectServed(page, ['1,000 addresses']);
  });

  test('checkout renders the address picker and an address can be chosen', async ({ page }) => {
    const started = Date.now();
    await page.goto('/shop/checkout');
    const radio = page.getByRole('radio', { name: 'Bulk Street 2, Izmir', exact: true });
    await expect(radio).toBeVisible();
    test.info().annotations.push({ type: 'checkout ms', description: String(Date.now() - started) });
    await expect(page.getByRole('radio')).toHaveCount(MAX_SHOWN_ADDRESSES);
    await expect(page.getByText(`Showing ${MAX_SHOWN_ADDRESSES} of 1000 saved addresses.`)).toBeVisible();
    await radio.check();
    await expect(radio).toBeChecked();
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(destructiveToastWith(page, 'Your cart is empty. Please add items to proceed')).toBeVisible();
    await expectServed(page, ['1,000 addresses']);
  });
});
