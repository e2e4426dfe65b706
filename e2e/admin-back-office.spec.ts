import { readFileSync } from 'node:fs';
// papaparse is CommonJS: Node (Playwright) gives its exports as the default import only.
import papaparse from 'papaparse';
import { seedOrders } from '../mocks/seed-accounts';
import { OPEN_DIALOG, scan, WCAG_22_TAGS } from './a11y-helpers';
import { ANTEP, seedAddresses, seedCart } from './cart-helpers';
import {
  ADMIN,
  clearBackendOverrides,
  expect,
  mockRequests,
  overrideBackend,
  signIn,
  storeSession,
  test,
  waitForMockCalls,
  type Page,
} from './fixtures';

const SEED_ORDER = '64d000000000000000000001';
const UPDATE = /\/api\/admin\/orders\/update\//;
/** Newest first, as the table lists them without a sort. */
const NEWEST_FIRST = [...seedOrders].sort((a, b) => b.orderDate.localeCompare(a.orderDate)).map((o) => o._id);

function orderRow(page: Page, id: string) {
  return page.getByRole('row').filter({ hasText: id });
}

async function openOrders(page: Page, query = '') {
  await signIn(page, ADMIN);
  await page.goto(`/admin/orders${query}`);
  await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
  await expect(orderRow(page, SEED_ORDER).or(page.getByText('No orders match'))).toBeVisible();
}

/** The file a click on Export CSV hands over: its name and its rows, parsed back. */
async function exportCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const { data, errors } = papaparse.parse<string[]>(text.slice(1), { skipEmptyLines: true });
  expect(errors).toEqual([]);
  return { name: file.suggestedFilename(), text, rows: data };
}

async function chooseStatus(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test(
  'bulk status: 5 orders by a box and a Shift-click, one confirmation, exactly 5 calls, every row updated',
  { tag: '@data-shape' },
  async ({ page }) => {
    await openOrders(page);
    const five = NEWEST_FIRST.slice(0, 5);
    await orderRow(page, five[0] ?? '')
      .getByRole('checkbox')
      .check();
    await orderRow(page, five[4] ?? '')
      .getByRole('checkbox')
      .click({ modifiers: ['Shift'] });
    const bar = page.getByRole('region', { name: 'Selected orders' });
    await expect(bar.getByText('5 orders selected')).toBeVisible();
    for (const id of five) await expect(orderRow(page, id).getByRole('checkbox')).toBeChecked();
    await expect(orderRow(page, NEWEST_FIRST[5] ?? '').getByRole('checkbox')).not.toBeChecked();

    await chooseStatus(page, 'In Shipping');
    await bar.getByRole('button', { name: 'Set Status' }).click();
    const confirm = page.getByRole('dialog', { name: 'Set 5 orders to In Shipping?' });
    await expect(confirm).toContainText('This cannot be undone');
    // Nothing is sent before the confirmation.
    expect((await mockRequests(page)).filter((call) => UPDATE.test(call.path))).toEqual([]);
    await scan(page, 'bulk status confirmation', OPEN_DIALOG, { tags: WCAG_22_TAGS });
    await confirm.getByRole('button', { name: 'Set Status' }).click();

    await expect(bar.getByRole('alert')).toContainText('5 of 5 orders set to In Shipping');
    const calls = await waitForMockCalls(page, 'PUT', UPDATE, { count: 5 });
    expect(calls.map((call) => call.path.split('/').pop()).sort()).toEqual([...five].sort());
    for (const id of five) await expect(orderRow(page, id).getByText('In Shipping')).toBeVisible();
    expect((await mockRequests(page)).filter((call) => UPDATE.test(call.path))).toHaveLength(5);
  },
);

test('bulk status: a faulted order is named, the other 4 are updated, and the retry sends 1 call', async ({
  page,
}) => {
  await openOrders(page);
  const five = NEWEST_FIRST.slice(0, 5);
  const faulted = five[2] ?? '';
  await overrideBackend(page, {
    method: 'PUT',
    path: `*/api/admin/orders/update/${faulted}`,
    fault: 'http-500',
  });
  await page.getByRole('checkbox', { name: `Select order ${five[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select order ${five[4]}` }).click({ modifiers: ['Shift'] });
  await chooseStatus(page, 'In Shipping');
  const bar = page.getByRole('region', { name: 'Selected orders' });
  await bar.getByRole('button', { name: 'Set Status' }).click();
  await page
    .getByRole('dialog', { name: 'Set 5 orders to In Shipping?' })
    .getByRole('button', { name: 'Set Status' })
    .click();

  const result = bar.getByRole('alert');
  await expect(result).toContainText('4 of 5 orders set to In Shipping');
  await expect(result).toContainText('1 order was not changed:');
  await expect(result.getByRole('listitem')).toHaveText([
    `Order ${faulted}: Injected failure: the database is unavailable`,
  ]);
  await waitForMockCalls(page, 'PUT', UPDATE, { count: 5 });
  for (const id of five.filter((id) => id !== faulted))
    await expect(orderRow(page, id).getByText('In Shipping')).toBeVisible();
  await expect(orderRow(page, faulted).getByText('In Shipping')).toHaveCount(0);

  await clearBackendOverrides(page);
  await result.getByRole('button', { name: 'Retry the Failed Order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Set 1 order to In Shipping?' });
  await confirm.getByRole('button', { name: 'Set Status' }).click();
  await expect(bar.getByRole('alert')).toContainText('1 of 1 order set to In Shipping');
  await expect(orderRow(page, faulted).getByText('In Shipping')).toBeVisible();
  const updates = (await mockRequests(page)).filter((call) => UPDATE.test(call.path));
  expect(updates).toHaveLength(6);
  expect(updates[5]?.path).toContain(faulted);
});

test('bulk status with the keyboard alone: Space, Shift+Space for a range, the status, the confirmation', async ({
  page,
}) => {
  await openOrders(page);
  const first = page.getByRole('checkbox', { name: `Select order ${NEWEST_FIRST[0]}` });
  await first.focus();
  await page.keyboard.press('Space');
  // Each row: its box, then its View Details button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: `Select order ${NEWEST_FIRST[2]}` })).toBeFocused();
  await page.keyboard.press('Shift+Space');
  const bar = page.getByRole('region', { name: 'Selected orders' });
  await expect(bar.getByText('3 orders selected')).toBeVisible();

  await bar.getByRole('combobox', { name: 'New status' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Delivered' }).waitFor();
  for (let step = 0; step < 10; step += 1) {
    if (
      (await page.getByRole('option', { name: 'Delivered' }).getAttribute('data-combobox-selected')) !== null
    )
      break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('combobox', { name: 'New status' })).toHaveValue('Delivered');
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Set Status' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Set 3 orders to Delivered?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('alert')).toContainText('3 of 3 orders set to Delivered');
  await waitForMockCalls(page, 'PUT', UPDATE, { count: 3 });
});

test(
  'Export CSV writes exactly the filtered rows with a header, ISO dates and amounts with a dot',
  { tag: '@data-shape' },
  async ({ page }) => {
    await openOrders(page, '?status=delivered');
    const delivered = seedOrders.filter((order) => order.orderStatus === 'delivered');
    await expect(page.getByRole('status').filter({ hasText: /of \d+ orders$/ })).toHaveText(
      `${delivered.length} of ${seedOrders.length} orders`,
    );
    const { name, rows } = await exportCsv(page);
    expect(name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(rows).toHaveLength(delivered.length + 1);
    expect(rows[0]?.slice(0, 8)).toEqual([
      'Order ID',
      'Order Date',
      'Last Update',
      'Order Status',
      'Payment Status',
      'Payment Method',
      'Total (USD)',
      'Items',
    ]);
    const seed = delivered.find((order) => order._id === SEED_ORDER);
    const row = rows.find((cells) => cells[0] === SEED_ORDER);
    expect(row?.slice(1, 4)).toEqual([seed?.orderDate, seed?.orderUpdateDate, 'Delivered']);
    expect(row?.[6]).toBe(seed?.totalAmount.toFixed(2));
    // The title has a comma: quoted in the file, whole once read back.
    const line = seed?.cartItems[0];
    expect(row?.[7]).toBe(`${line?.title} (qty ${line?.quantity})`);
    await expect(page.getByRole('status').filter({ hasText: /exported to/ })).toHaveText(
      `${delivered.length} orders exported to ${name}`,
    );
  },
);

test('Export CSV quotes commas and quotes in titles, and a title that is a formula exports as text', async ({
  page,
}) => {
  const product = (id: string, title: string) => ({
    _id: id,
    title,
    description: 'Test product',
    category: 'baklava',
    price: 12.5,
    salePrice: 0,
    totalStock: 3,
    averageReview: 4,
    image: '/images/baklava.svg',
  });
  await signIn(page, ADMIN);
  await overrideBackend(page, {
    method: 'GET',
    path: '*/api/admin/products/get',
    fault: 'reply',
    body: {
      success: true,
      data: [
        product('64b0c0a1f1e2d3c4b5a6f001', '=HYPERLINK("x")'),
        product('64b0c0a1f1e2d3c4b5a6f002', 'Lokum "Sultan", 250 g'),
        product('64b0c0a1f1e2d3c4b5a6f003', 'Plain'),
      ],
    },
  });
  await page.goto('/admin/products?q=k');
  await expect(page.getByRole('status').filter({ hasText: /of 3 products$/ })).toHaveText('2 of 3 products');
  const { text, rows } = await exportCsv(page);
  expect(rows).toHaveLength(3);
  expect(rows.map((cells) => cells[1])).toEqual(['Title', '\'=HYPERLINK("x")', 'Lokum "Sultan", 250 g']);
  expect(text).toContain('"\'=HYPERLINK(""x"")"');
  expect(text).toContain('"Lokum ""Sultan"", 250 g"');
  expect(rows[1]?.[3]).toBe('12.50');
});

/** A formula sign at the start of what a spreadsheet may take as a cell; a plain signed number is a value. */
const FORMULA_SIGN = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const SIGNED_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
/** What a spreadsheet may pass over before a formula (a `'` is not: it makes the rest text). */
const PASSED_OVER = /^[\s\p{Cc}\p{Cf}"]+/u;

/**
 * What a spreadsheet could run as a formula in an exported file: every cell as papaparse reads it, the parts of
 * each cell between `;`, tabs and line breaks, and the parts of each line of the file between `;`s, which is how
 * Excel in Turkish or German reads a comma-separated file.
 */
function unguardedFormulae(text: string, rows: readonly string[][]) {
  const pieces = [
    ...rows.flat().flatMap((cell) => [cell, ...cell.split(/[;\t\r\n]/)]),
    ...text.split(/\r\n|\r|\n/).flatMap((line) => line.split(';')),
  ];
  return pieces
    .map((piece) => piece.replace(PASSED_OVER, ''))
    .filter((piece) => FORMULA_SIGN.test(piece) && !SIGNED_NUMBER.test(piece));
}

test('Export CSV guards formulas in a shopper’s address: after a `;`, on a new line, after a NUL, in full width', async ({
  page,
}) => {
  // The shopper saves the address through the backend, as a script past the form could, and orders with it.
  const hostile = {
    address: 'Atatürk Cd. 5;=1+1',
    city: "x;=cmd|' /C calc'!A0",
    pincode: '\uFF1D1+1',
    phone: '\u0000=1+1',
    notes: 'Kat 2\n=1+1; \u00A0@SUM(A1)',
  };
  await storeSession(page);
  await seedAddresses(page, [hostile]);
  await seedCart(page, [{ productId: ANTEP.id, quantity: 1 }]);
  await page.goto('/shop/checkout');
  await page.getByRole('radio', { name: `${hostile.address}, ${hostile.city}` }).check();
  await page.getByRole('button', { name: 'Order Now' }).click();
  await expect(page).toHaveURL(/\/mock-paypal\/approve/);

  await page.evaluate(() => window.localStorage.removeItem('shop-auth'));
  await openOrders(page);
  const { text, rows } = await exportCsv(page);
  const row = rows.find((cells) => cells[10]?.includes('Atatürk'));
  expect(row?.slice(10)).toEqual([
    "'Atatürk Cd. 5;'=1+1",
    "'x;'=cmd|' /C calc'!A0",
    "'\uFF1D1+1",
    "'\u0000=1+1",
    "'Kat 2\n'=1+1; \u00A0'@SUM(A1)",
  ]);
  expect(unguardedFormulae(text, rows)).toEqual([]);
  // Ordinary cells stay as they were: the line, the total with its dot.
  expect(row?.[7]).toBe(`${ANTEP.title} (qty 1)`);
  expect(row?.[6]).toBe(ANTEP.price.toFixed(2));
});

test(
  'the packing slip: its own route with the address and the lines, and print leaves the admin shell out',
  { tag: '@data-shape' },
  async ({ page }) => {
    await openOrders(page);
    await orderRow(page, SEED_ORDER).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await dialog.getByRole('link', { name: 'Print packing slip' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/slips\\?ids=${SEED_ORDER}$`));

    const slip = page.getByRole('article', { name: `Packing slip for order ${SEED_ORDER}` });
    await expect(slip.getByText('Lokum & Co.')).toBeVisible();
    await expect(slip.getByText('Moda Caddesi 42, Kadıköy')).toBeVisible();
    await expect(slip.getByText('34710 Istanbul')).toBeVisible();
    const line = seedOrders[0]?.cartItems[0];
    await expect(slip.getByRole('row').filter({ hasText: line?.title ?? '' })).toHaveText(
      `${line?.title}${line?.quantity}`,
    );
    // No prices unless asked.
    await expect(slip.getByText('$')).toHaveCount(0);
    await scan(page, 'packing slip', undefined, { tags: WCAG_22_TAGS });

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(slip.getByText('Moda Caddesi 42, Kadıköy')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('checkbox', { name: 'Show prices' }).check();
    await expect(page).toHaveURL(/prices=true/);
    await expect(slip.getByRole('columnheader', { name: 'Unit price' })).toBeVisible();
  },
);

test('several selected orders print one slip each; an unknown order says so', async ({ page }) => {
  await openOrders(page);
  await page.getByRole('checkbox', { name: `Select order ${NEWEST_FIRST[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select order ${NEWEST_FIRST[1]}` }).check();
  await page.getByRole('link', { name: 'Print Packing Slips' }).click();
  await expect(page.getByRole('heading', { name: '2 packing slips', level: 1 })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.emulateMedia({ media: 'print' });
  const breaks = await page
    .getByRole('article')
    .evaluateAll((slips) => slips.map((slip) => getComputedStyle(slip).breakAfter));
  expect(breaks).toEqual(['page', 'auto']);
  await page.emulateMedia({ media: 'screen' });

  await page.goto('/admin/orders/slips?ids=64d00000000000000000ffff');
  await expect(
    page.getByText('Order 64d00000000000000000ffff could not be loaded: Order not found'),
  ).toBeVisible();
});

test('?edit=<id> opens the product sheet, Back closes it, a reload reopens it, an unknown id says so', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/admin/products');
  const card = page.getByRole('article', { name: 'Cevizli Baklava, 500 g' });
  await card.getByRole('button', { name: 'Edit' }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(sheet.getByRole('textbox', { name: 'Title' })).toHaveValue('Cevizli Baklava, 500 g');
  await expect(page).toHaveURL(/[?&]edit=64b0c0a1f1e2d3c4b5a60002/);

  await page.reload();
  await expect(sheet.getByRole('textbox', { name: 'Title' })).toHaveValue('Cevizli Baklava, 500 g');
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).not.toHaveURL(/edit=/);
  await page.goForward();
  await expect(sheet).toBeVisible();

  await page.goto('/admin/products?edit=64b0c0a1f1e2d3c4b5a6ffff');
  await expect(page.getByText('Product not found')).toBeVisible();
  await expect(sheet).toBeHidden();
});

test('the date fields follow the app’s language: a Turkish admin types GG.AA.YYYY on any browser', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.evaluate(() => window.localStorage.setItem('shop-language', 'tr'));
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Tüm Siparişler' })).toBeVisible();
  const from = page.getByRole('textbox', { name: 'Başlangıç tarihi' });
  await expect(from).toHaveAttribute('placeholder', 'GG.AA.YYYY');
  await from.fill('11.09.2026');
  await from.press('Escape');
  await expect(page).toHaveURL(/from=2026-09-11/);
  await expect(from).toHaveValue('11.09.2026');
  const september = seedOrders.filter((order) => order.orderDate >= '2026-09-11').length;
  await expect(page.getByRole('status').filter({ hasText: /sipariş$/ })).toHaveText(
    `${september} / ${seedOrders.length} sipariş`,
  );

  const to = page.getByRole('textbox', { name: 'Bitiş tarihi' });
  await to.fill('31.02.2026');
  await to.blur();
  await expect(page.getByText('Tarihi GG.AA.YYYY biçiminde girin')).toBeVisible();
  await expect(to).toHaveValue('31.02.2026');
  await scan(page, 'admin orders in Turkish with the date fields', undefined, { tags: WCAG_22_TAGS });

  // The calendar a date field opens names its buttons in Turkish, and passes axe while open.
  await from.click();
  const nextMonth = page.getByRole('button', { name: 'Sonraki ay' });
  await expect(nextMonth).toBeVisible();
  await expect(page.getByRole('button', { name: 'Önceki ay' })).toBeVisible();
  await scan(page, 'admin orders in Turkish with a calendar open', undefined, { tags: WCAG_22_TAGS });
  await nextMonth.click();
  await expect(page.getByRole('button', { name: /^Ekim 2026$/ })).toBeVisible();
});

test('the orders page with a selection and a result passes axe', async ({ page }) => {
  await openOrders(page);
  await page.getByRole('checkbox', { name: /^Select all 8 orders shown$/ }).check();
  await expect(
    page.getByRole('region', { name: 'Selected orders' }).getByText('8 orders selected'),
  ).toBeVisible();
  await scan(page, 'admin orders with a selection', undefined, { tags: WCAG_22_TAGS });
});
