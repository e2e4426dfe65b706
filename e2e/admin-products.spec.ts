import {
  ADMIN,
  expect,
  overrideBackend,
  recordToasts,
  SHOPPER,
  signIn,
  storedCategory,
  test,
} from './fixtures';
import {
  expectUploadedAsMyFile,
  isUploadRequest,
  NOT_AN_IMAGE_MESSAGE,
  openAdminPage,
  PNG_1PX,
} from './admin-helpers';

const CEVIZLI = 'Cevizli Baklava, 500 g';
const CEVIZLI_ID = '64b0c0a1f1e2d3c4b5a60002';

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN);
  await openAdminPage(page, 'Products');
  await expect(page.getByRole('article', { name: CEVIZLI })).toBeVisible();
});

test(
  'adds a product with an uploaded image; it shows in the admin grid and the shop listing',
  { tag: '@data-shape' },
  async ({ page, mockShape }) => {
    // Two sign-ins and two catalog pages: longer than a one-screen test.
    test.slow();
    await page.getByRole('button', { name: 'Add New Product' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add New Product' });
    await expect(sheet).toBeVisible();

    const upload = page.waitForRequest(isUploadRequest);
    await sheet
      .getByLabel('Upload Image')
      .setInputFiles({ name: 'fistik.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expectUploadedAsMyFile(
      await upload,
      sheet.getByRole('img', { name: 'Uploaded image preview' }),
      PNG_1PX,
    );

    await sheet.getByLabel('Title').fill('Fıstık Ezmesi, 300 g');
    await sheet.getByLabel('Description').fill('Stone-ground Antep pistachio butter, no sugar added.');
    await sheet.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Nuts' }).click();
    await sheet.getByRole('textbox', { name: 'Price', exact: true }).fill('14.50');
    await sheet.getByRole('textbox', { name: 'Sale Price' }).fill('12.00');
    await sheet.getByLabel('Total Stock').fill('25');

    const add = page.waitForRequest((request) => request.url().includes('/api/admin/products/add'));
    await sheet.getByRole('button', { name: 'Add Product' }).click();
    expect((await add).postDataJSON()).toMatchObject({
      title: 'Fıstık Ezmesi, 300 g',
      // Spelled like the backend's other Nuts products.
      category: storedCategory(mockShape, 'Nuts'),
      price: 14.5,
      salePrice: 12,
      totalStock: 25,
      averageReview: 0,
      image: expect.stringMatching(/^data:image\/png;base64,/),
    });

    await expect(page.getByRole('status').getByText('Product added successfully')).toBeVisible();
    await expect(sheet).toBeHidden();
    const card = page.getByRole('article', { name: 'Fıstık Ezmesi, 300 g' });
    await expect(card).toBeVisible();
    await expect(card.getByText('$12.00')).toBeVisible();
    await expect(card.getByText('Stock: 25')).toBeVisible();
    await expect(card.getByText('Nuts', { exact: true })).toBeVisible();

    // The shopper sees it too.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    await signIn(page, SHOPPER);
    await page.goto('/shop/listing');
    await expect(page.getByText('Fıstık Ezmesi, 300 g').first()).toBeVisible();
  },
);

test(
  'edits a product: the form is filled, the upload is disabled, and the change shows',
  { tag: '@data-shape' },
  async ({ page, mockShape }) => {
    // Edit, then reopen the sheet to check the reset: a long flow for a busy machine.
    test.slow();
    await page.getByRole('article', { name: CEVIZLI }).getByRole('button', { name: 'Edit' }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(sheet.getByLabel('Title')).toHaveValue(CEVIZLI);
    await expect(sheet.getByLabel('Category')).toHaveValue('Baklava');
    await expect(
      page.getByRole('article', { name: CEVIZLI }).getByText('Baklava', { exact: true }),
    ).toBeVisible();
    await expect(sheet.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('$18.99');
    await expect(sheet.getByRole('textbox', { name: 'Sale Price' })).toHaveValue('$15.99');
    await expect(sheet.getByLabel('Upload Image')).toBeDisabled();
    await expect(sheet.getByRole('button', { name: 'Choose file' })).toHaveCount(0);
    await expect(sheet.getByRole('button', { name: 'Remove image' })).toHaveCount(0);

    await sheet.getByLabel('Title').fill('Cevizli Baklava, 750 g');
    await sheet.getByRole('textbox', { name: 'Price', exact: true }).fill('24.99');
    await sheet.getByRole('textbox', { name: 'Sale Price' }).fill('');
    const edit = page.waitForRequest((request) => request.url().includes('/api/admin/products/edit/'));
    await sheet.getByRole('button', { name: 'Save Changes' }).click();
    expect((await edit).method()).toBe('PUT');
    // The category was not touched: the backend gets back exactly what it stores.
    expect((await edit).postDataJSON()).toMatchObject({
      title: 'Cevizli Baklava, 750 g',
      category: storedCategory(mockShape, 'Baklava'),
    });

    await expect(sheet).toBeHidden();
    await expect(page.getByRole('article', { name: CEVIZLI })).toHaveCount(0);
    const card = page.getByRole('article', { name: 'Cevizli Baklava, 750 g' });
    await expect(card.getByText('$24.99')).toBeVisible();
    await expect(card.getByText('$15.99')).toHaveCount(0);

    // Closing resets: Add New Product opens empty after an edit.
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await expect(page.getByRole('dialog', { name: 'Add New Product' }).getByLabel('Title')).toHaveValue('');
  },
);

test(
  'an edit to no stock and no sale is stored as such, also by a backend that writes `sent || stored`',
  { tag: '@data-shape' },
  async ({ page }) => {
    const card = page.getByRole('article', { name: CEVIZLI });
    await expect(card.getByText('Stock: 48')).toBeVisible();
    await expect(card.getByText('$15.99')).toBeVisible();
    await card.getByRole('button', { name: 'Edit' }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Product' });
    await sheet.getByLabel('Total Stock').fill('0');
    await sheet.getByRole('textbox', { name: 'Sale Price' }).fill('');

    const edit = page.waitForRequest((request) => request.url().includes('/api/admin/products/edit/'));
    await sheet.getByRole('button', { name: 'Save Changes' }).click();
    const sent = (await edit).postDataJSON() as Record<string, unknown>;
    // What the original controller applies: the text "0" and an empty sale price (a number 0 would keep both).
    expect(sent).toMatchObject({ totalStock: '0', salePrice: '' });
    // Nothing the form cannot change: the server's newer rating and the picture stay its own.
    expect(Object.keys(sent).sort()).toEqual([
      'category',
      'description',
      'price',
      'salePrice',
      'title',
      'totalStock',
    ]);

    await expect(sheet).toBeHidden();
    await expect(card.getByText('Stock: 0')).toBeVisible();
    await expect(card.getByText('$15.99')).toHaveCount(0);
    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(sheet.getByLabel('Total Stock')).toHaveValue('0');
    await expect(sheet.getByRole('textbox', { name: 'Sale Price' })).toHaveValue('');
  },
);

test(
  'a value the backend keeps anyway is named, and the sheet stays open with what was typed',
  { tag: '@data-shape' },
  async ({ page }) => {
    // A backend that stores the rest but keeps its stock: its answer is the product as stored.
    await overrideBackend(page, {
      method: 'PUT',
      path: '*/api/admin/products/edit/:id',
      fault: 'reply',
      body: {
        success: true,
        data: { _id: CEVIZLI_ID, title: CEVIZLI, price: 18.99, salePrice: 15.99, totalStock: 48 },
      },
    });
    const toasts = await recordToasts(page);
    await page.getByRole('article', { name: CEVIZLI }).getByRole('button', { name: 'Edit' }).click();
    const sheet = page.getByRole('dialog', { name: 'Edit Product' });
    await sheet.getByLabel('Total Stock').fill('0');
    await sheet.getByRole('button', { name: 'Save Changes' }).click();

    const alert = sheet.getByRole('alert').filter({ hasText: 'Not every change was saved' });
    await expect(alert.getByRole('listitem')).toHaveText(["The shop's server kept the stock at 48"]);
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel('Total Stock')).toHaveValue('0');
    expect(await toasts()).not.toContain('Product updated successfully');
  },
);

test('deletes a product after the confirmation', async ({ page }) => {
  await page.getByRole('article', { name: CEVIZLI }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete product' });
  await expect(confirm.getByText('Are you sure you want to delete this product?')).toBeVisible();

  // Cancel keeps it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name: CEVIZLI })).toBeVisible();

  await page.getByRole('article', { name: CEVIZLI }).getByRole('button', { name: 'Delete' }).click();
  const deleteRequest = page.waitForRequest((request) =>
    request.url().includes('/api/admin/products/delete/'),
  );
  // The toast lasts 2000 ms: on a busy machine it can come and go between two checks, so every toast is recorded.
  const toasts = await recordToasts(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await deleteRequest).method()).toBe('DELETE');
  await expect.poll(toasts).toContain('Product delete successfully');
  await expect(page.getByRole('article', { name: CEVIZLI })).toHaveCount(0);
});

test('refuses a file that is not an image, with a message, and sends nothing', async ({ page }) => {
  let uploads = 0;
  page.on('request', (request) => {
    if (isUploadRequest(request)) uploads += 1;
  });
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add New Product' });
  await sheet
    .getByLabel('Upload Image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(sheet.getByRole('alert')).toHaveText(NOT_AN_IMAGE_MESSAGE);
  await expect(sheet.getByRole('img', { name: 'Uploaded image preview' })).toHaveCount(0);

  // An image afterwards still works, and clears the message.
  const upload = page.waitForRequest(isUploadRequest);
  await sheet
    .getByLabel('Upload Image')
    .setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: PNG_1PX });
  await upload;
  await expect(sheet.getByRole('img', { name: 'Uploaded image preview' })).toBeVisible();
  await expect(sheet.getByText(NOT_AN_IMAGE_MESSAGE)).toHaveCount(0);
  expect(uploads).toBe(1);

  // Remove clears it, and the picker is back.
  await sheet.getByRole('button', { name: 'Remove image' }).click();
  await expect(sheet.getByRole('img', { name: 'Uploaded image preview' })).toHaveCount(0);
  await expect(sheet.getByRole('button', { name: 'Choose file' })).toBeVisible();
});

test('the form checks required fields and the sale price before sending', async ({ page }) => {
  let adds = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/admin/products/add')) adds += 1;
  });
  await page.getByRole('button', { name: 'Add New Product' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add New Product' });
  await sheet.getByRole('textbox', { name: 'Price', exact: true }).fill('10');
  await sheet.getByRole('textbox', { name: 'Sale Price' }).fill('12');
  await sheet.getByRole('button', { name: 'Add Product' }).click();
  await expect(sheet.getByText('Upload a product image')).toBeVisible();
  await expect(sheet.getByText('Title is required')).toBeVisible();
  await expect(sheet.getByText('Choose a category')).toBeVisible();
  await expect(sheet.getByText('Sale Price must be below the price')).toBeVisible();
  await expect(sheet.getByText('Total Stock is required')).toBeVisible();
  expect(adds).toBe(0);
});
