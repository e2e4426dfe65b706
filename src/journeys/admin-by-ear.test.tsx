import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { signInAs } from '@/testing/session';
import * as byEar from '@/testing/screen-reader';

afterEach(() => byEar.stopListening());

// The seed's orders of other customers: 10002 is pending, 10003 confirmed, 10004 in process.
const PENDING = '64d000000000000000010002';
const CONFIRMED = '64d000000000000000010003';
const IN_PROCESS = '64d000000000000000010004';

/** Opens the status list of the combobox read as `name` and takes the option `steps` down from the chosen one. */
async function chooseByKeys(name: RegExp, steps: number) {
  await byEar.activate(name);
  for (let step = 0; step < steps; step += 1) await byEar.press('ArrowDown');
  await byEar.press('Enter');
}

describe('a blind admin, by ear', { timeout: 60_000 }, () => {
  it('finds an order, opens it, changes its status and hears that it was done', async () => {
    await signInAs('admin');
    await byEar.openShopByEar('/admin/orders');
    await byEar.listenFromHere();
    await byEar.fillIn(/^searchbox, Search orders/, PENDING);
    // The count of what the search leaves is said.
    await byEar.hear(/^polite: 1 of 8 orders$/);

    await byEar.activate(/^button, View Details$/);
    await byEar.hear(/^dialog, Order Details/);
    await byEar.readUntil(/^combobox, Order Status, Pending/);
    // Pending, then In Process: the one after it in the list.
    await chooseByKeys(/^combobox, Order Status, Pending/, 1);
    await byEar.readUntil(/^combobox, Order Status, In Process/);
    await byEar.listenFromHere();
    await byEar.activate(/^button, Update Order Status$/);
    await byEar.hear(/^polite: Order status is updated successfully!$/);
    await byEar.activate(/^button, Close$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await byEar.readUntil(/^row, Select order 64d000000000000000010002 .* In Process /);
  });

  it('selects three orders, sets their status, and hears the outcome with the failed order named', async () => {
    server.use(
      http.put(`*/api/admin/orders/update/${CONFIRMED}`, () =>
        HttpResponse.json(
          { success: false, message: 'Injected failure: the database is unavailable' },
          { status: 500 },
        ),
      ),
    );
    await signInAs('admin');
    await byEar.openShopByEar('/admin/orders');
    await byEar.listenFromHere();
    for (const id of [PENDING, CONFIRMED, IN_PROCESS])
      await byEar.activate(new RegExp(`^checkbox, Select order ${id}`));
    await byEar.hear(/^polite: 3 orders selected$/);

    await chooseByKeys(/^combobox, New status/, 2);
    await byEar.readUntil(/^combobox, New status, In Process/);
    await byEar.activate(/^button, Set Status$/);
    await byEar.hear(
      /^dialog, Set 3 orders to In Process\?, Each of the 3 orders will be set to “In Process”\. This cannot be undone/,
    );
    await byEar.listenFromHere();
    await byEar.activate(/^button, Set Status$/);
    await byEar.hear(/^polite: \d of 3 updated$/);
    await byEar.hear(
      /^assertive: 2 of 3 orders set to In Process.*1 order was not changed:.*Order 64d000000000000000010003: Injected failure: the database is unavailable/,
    );
  });
});
