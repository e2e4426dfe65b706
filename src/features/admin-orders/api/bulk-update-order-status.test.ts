import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { useAuthStore } from '@/stores/auth-store';
import { signInAs } from '@/testing/session';
import { BULK_UPDATE_CONCURRENCY, bulkUpdateOrderStatus } from './bulk-update-order-status';

const UNKNOWN = '64d00000000000000000ffff';
const UPDATED = { success: true, message: 'Order status is updated successfully!' };

/** Ten order ids, in the order the run is given them. */
const TEN = Array.from(
  { length: 10 },
  (_, index) => `64d0000000000000000100${String(index).padStart(2, '0')}`,
);

/** A promise the test settles when it chooses: the calls that wait for it stay on their way until then. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Each status update the backend receives, in the order received, with the session it came with. */
function recordUpdates(answer: (id: string) => Promise<Response>) {
  const received: { id: string; authorization: string | null }[] = [];
  server.use(
    http.put('*/api/admin/orders/update/:id', ({ params, request }) => {
      const id = String(params.id);
      received.push({ id, authorization: request.headers.get('Authorization') });
      return answer(id);
    }),
  );
  return received;
}

describe('bulkUpdateOrderStatus', () => {
  it('sends one call per order, at most BULK_UPDATE_CONCURRENCY at once, and reports each one that ends', async () => {
    await signInAs('admin');
    let inFlight = 0;
    let most = 0;
    const sent: string[] = [];
    server.use(
      http.put('*/api/admin/orders/update/:id', async ({ params }) => {
        sent.push(String(params.id));
        inFlight += 1;
        most = Math.max(most, inFlight);
        await delay(15);
        inFlight -= 1;
        return HttpResponse.json(UPDATED);
      }),
    );
    const ids = TEN;
    const ended: number[] = [];

    const result = await bulkUpdateOrderStatus(ids, 'inShipping', (count) => ended.push(count));

    expect(sent.sort()).toEqual([...ids].sort());
    expect(most).toBe(BULK_UPDATE_CONCURRENCY);
    expect(ended).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result).toEqual({
      orderStatus: 'inShipping',
      updated: ids,
      failed: [],
      notSent: [],
      sessionEnded: false,
    });
  });

  it('names a failed order with the server’s reason, keeps the others applied and sends nothing twice', async () => {
    await signInAs('admin');
    const ids = [...db.state.orders.slice(0, 3).map((order) => order._id), UNKNOWN];

    const result = await bulkUpdateOrderStatus(ids, 'inShipping');

    expect(result.updated).toEqual(ids.slice(0, 3));
    expect(result.failed).toEqual([
      expect.objectContaining({ id: UNKNOWN, message: 'Order not found', unconfirmed: false }),
    ]);
    expect(db.state.orders.slice(0, 3).map((order) => order.orderStatus)).toEqual([
      'inShipping',
      'inShipping',
      'inShipping',
    ]);
  });

  it('says when a failed order may have changed all the same (no answer came back)', async () => {
    await signInAs('admin');
    const [first] = db.state.orders;
    if (!first) throw new Error('seed order missing');
    server.use(http.put(`*/api/admin/orders/update/${first._id}`, () => HttpResponse.error()));

    const result = await bulkUpdateOrderStatus([first._id], 'delivered');

    expect(result.failed).toEqual([expect.objectContaining({ id: first._id, unconfirmed: true })]);
  });

  it('sends nothing once a call is answered 401 but the calls already on their way, and reports the rest as not sent', async () => {
    await signInAs('admin');
    const adminToken = `Bearer ${useAuthStore.getState().token ?? ''}`;
    // Calls 2 to 4 stay on their way until the test lets them answer; call 1 answers at once, so call 5 takes
    // its place, and the backend refuses it as an expired session.
    const onTheirWay = gate();
    const received = recordUpdates(async (id) => {
      if (id === TEN[4])
        return HttpResponse.json({ success: false, message: 'Unauthorised user!' }, { status: 401 });
      if (TEN.slice(1, 4).includes(id)) await onTheirWay.opened;
      return HttpResponse.json(UPDATED);
    });

    const run = bulkUpdateOrderStatus(TEN, 'inShipping');
    // The 401 is known here: it has ended the session (lib/backend/api-client.ts).
    await vi.waitFor(() => expect(useAuthStore.getState().sessionId).toBeNull());
    // In any order: the backend may receive calls sent together in another order, and on a loaded machine the
    // calls sent before the 401 may reach it after the 401's answer was read.
    await vi.waitFor(() => expect(received.map((call) => call.id).sort()).toEqual(TEN.slice(0, 5)));
    // Calls 2 to 4, already sent, answer now; their places free up.
    onTheirWay.open();
    const result = await run;

    // Nothing left after the 401 was known, with or without a token.
    expect(received.map((call) => call.id).sort()).toEqual(TEN.slice(0, 5));
    expect(received.filter((call) => call.authorization !== adminToken)).toEqual([]);
    expect(result).toEqual({
      orderStatus: 'inShipping',
      // The calls that were on their way were answered, and are reported as the backend answered them.
      updated: TEN.slice(0, 4),
      failed: [expect.objectContaining({ id: TEN[4], message: 'Unauthorised user!', unconfirmed: false })],
      notSent: TEN.slice(5),
      sessionEnded: true,
    });
  });

  it('sends nothing with the session of someone who signs in on the tab during the run', async () => {
    await signInAs('admin');
    const adminToken = `Bearer ${useAuthStore.getState().token ?? ''}`;
    const onTheirWay = gate();
    const received = recordUpdates(async () => {
      await onTheirWay.opened;
      return HttpResponse.json(UPDATED);
    });

    const run = bulkUpdateOrderStatus(TEN, 'delivered');
    await vi.waitFor(() => expect(received).toHaveLength(BULK_UPDATE_CONCURRENCY));
    // While the first four are on their way, someone else signs in on this tab.
    await signInAs('shopper');
    const shopperToken = `Bearer ${useAuthStore.getState().token ?? ''}`;
    expect(shopperToken).not.toBe(adminToken);
    onTheirWay.open();
    const result = await run;

    expect(received.map((call) => call.id).sort()).toEqual(TEN.slice(0, BULK_UPDATE_CONCURRENCY));
    expect(received.filter((call) => call.authorization !== adminToken)).toEqual([]);
    expect(result).toEqual({
      orderStatus: 'delivered',
      updated: TEN.slice(0, BULK_UPDATE_CONCURRENCY),
      failed: [],
      notSent: TEN.slice(BULK_UPDATE_CONCURRENCY),
      sessionEnded: true,
    });
  });
});
