import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { signInAs } from '@/testing/session';
import { BULK_UPDATE_CONCURRENCY, bulkUpdateOrderStatus } from './bulk-update-order-status';

const UNKNOWN = '64d00000000000000000ffff';

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
        return HttpResponse.json({ success: true, message: 'Order status is updated successfully!' });
      }),
    );
    const ids = Array.from(
      { length: 10 },
      (_, index) => `64d0000000000000000100${String(index).padStart(2, '0')}`,
    );
    const ended: number[] = [];

    const result = await bulkUpdateOrderStatus(ids, 'inShipping', (count) => ended.push(count));

    expect(sent.sort()).toEqual([...ids].sort());
    expect(most).toBe(BULK_UPDATE_CONCURRENCY);
    expect(ended).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result).toEqual({ orderStatus: 'inShipping', updated: ids, failed: [] });
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
});
