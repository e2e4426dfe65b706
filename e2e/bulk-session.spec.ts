import type { MockOverride } from '../mocks/overrides';
import { ADMIN, expect, mockRequests, overrideBackend, signIn, test, waitForMockCalls } from './fixtures';

const UPDATE = /\/api\/admin\/orders\/update\//;

/** The order id of a status update's address. */
function orderOf(url: string) {
  return new URL(url).pathname.split('/').pop() ?? '';
}

test('bulk status: once the fifth update is answered 401, nothing more is sent and the admin is at sign-in', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  // Ten generated orders in place of the seed's.
  await page.goto('/admin/orders?mock-orders=10');
  const selectAll = page.getByRole('checkbox', { name: 'Select all 10 orders shown' });
  await expect(selectAll).toBeVisible();
  // The run sends them in the table's order.
  const rows = page.getByRole('checkbox', { name: /^Select order / });
  await expect(rows).toHaveCount(10);
  const ten = await rows.evaluateAll((boxes) =>
    boxes.map((box) => (box.getAttribute('aria-label') ?? '').replace('Select order ', '')),
  );
  const [, second, third, fourth, fifth] = ten;
  if (!second || !third || !fourth || !fifth) throw new Error('ten orders expected');

  // Calls 2 to 4 are still on their way when call 5, sent in call 1's place, is refused as an expired session.
  const update = (id: string): Pick<MockOverride, 'method' | 'path'> => ({
    method: 'PUT',
    path: `*/api/admin/orders/update/${id}`,
  });
  await overrideBackend(
    page,
    {
      ...update(fifth),
      fault: 'reply',
      status: 401,
      body: { success: false, message: 'Unauthorised user!' },
      label: '401',
    },
    ...[second, third, fourth].map((id) => ({ ...update(id), fault: 'delay' as const, delayMs: 2_000 })),
  );

  const adminToken = await page.evaluate(
    () =>
      (JSON.parse(window.localStorage.getItem('shop-auth') ?? '{}') as { state?: { token?: string } }).state
        ?.token,
  );
  expect(adminToken).toBeTruthy();
  // Every status update the page sends, with its session, and whether the 401 had reached the page by then.
  let unauthorisedArrived = false;
  const sent: { id: string; authorization: string | undefined; after401: boolean }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'PUT' || !UPDATE.test(request.url())) return;
    sent.push({
      id: orderOf(request.url()),
      authorization: request.headers().authorization,
      after401: unauthorisedArrived,
    });
  });
  page.on('response', (response) => {
    if (response.status() === 401 && UPDATE.test(response.url())) unauthorisedArrived = true;
  });

  await selectAll.check();
  const bar = page.getByRole('region', { name: 'Selected orders' });
  await expect(bar.getByText('10 orders selected')).toBeVisible();
  await page.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'In Shipping', exact: true }).click();
  await bar.getByRole('button', { name: 'Set Status' }).click();
  await page
    .getByRole('dialog', { name: 'Set 10 orders to In Shipping?' })
    .getByRole('button', { name: 'Set Status' })
    .click();

  // The 401 ends the session: sign-in.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  // The backend has finished with the five calls: the first, the three held back, the refused one.
  await waitForMockCalls(page, 'PUT', UPDATE, { count: 5 });
  expect(unauthorisedArrived).toBe(true);

  expect(sent.filter((call) => call.after401)).toEqual([]);
  expect(sent.filter((call) => call.authorization !== `Bearer ${adminToken}`)).toEqual([]);
  expect(sent.map((call) => call.id).sort()).toEqual(ten.slice(0, 5).sort());
  const received = (await mockRequests(page)).filter(
    (call) => call.method === 'PUT' && UPDATE.test(call.path),
  );
  expect(received.map((call) => orderOf(`http://mock${call.path}`)).sort()).toEqual(ten.slice(0, 5).sort());
});
