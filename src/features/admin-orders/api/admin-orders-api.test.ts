import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { BUY_AGAIN_ORDER_ID, SHOPPER_ID } from '@mocks/seed-accounts';
import { getAdminOrderDetails, getAllOrders, updateOrderStatus } from './admin-orders-api';
import { signInAs } from '@/testing/session';

const SEED_ORDER_ID = '64d000000000000000000001';
const UNKNOWN_ORDER = '64d00000000000000000ffff';

describe('GET /api/admin/orders/get', () => {
  it('answers every order, newest first', async () => {
    const seeded = db.state.orders[0];
    if (!seeded) throw new Error('seed order missing');
    db.state.orders.push({
      ...structuredClone(seeded),
      _id: '64d000000000000000000002',
      orderDate: '2026-11-01T10:00:00.000Z',
    });
    await signInAs('admin');

    const orders = await getAllOrders();

    const ids = orders.map((order) => order._id);
    expect(ids.slice(0, 2)).toEqual(['64d000000000000000000002', SEED_ORDER_ID]);
    expect(ids).toHaveLength(db.state.orders.length);
    const dates = orders.map((order) => order.orderDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(ids).toContain(BUY_AGAIN_ORDER_ID);
    expect(orders[1]).toMatchObject({
      userId: SHOPPER_ID,
      orderStatus: 'delivered',
      paymentMethod: 'paypal',
    });
    expect(orders[1]).not.toHaveProperty('providerPaymentId');
  });

  it('reads a long list in slices, in order, leaving out only the record that cannot be read', async () => {
    await signInAs('admin');
    const seeded = db.state.orders[0];
    if (!seeded) throw new Error('seed order missing');
    const ids = Array.from({ length: 600 }, (_, index) => `64f${String(index).padStart(21, '0')}`);
    const records = ids.map((_id, index) => ({
      ...structuredClone(seeded),
      _id,
      ...(index === 400 ? { totalAmount: 'cheap' } : {}),
    }));
    server.use(http.get('*/api/admin/orders/get', () => HttpResponse.json({ success: true, data: records })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const orders = await getAllOrders();

    expect(orders.map((order) => order._id)).toEqual(ids.filter((_, index) => index !== 400));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`id ${ids[400]}, field "totalAmount"`));
    warn.mockRestore();
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    await expect(getAllOrders()).rejects.toMatchObject({ status: 401, message: 'Unauthorised user!' });
    await signInAs('shopper');
    await expect(getAllOrders()).rejects.toMatchObject({
      status: 403,
      message: 'Access denied: this area is for admins only',
    });
  });
});

describe('GET /api/admin/orders/details/:id', () => {
  it('answers any shopper’s order', async () => {
    await signInAs('admin');

    const order = await getAdminOrderDetails(SEED_ORDER_ID);

    expect(order).toMatchObject({
      _id: SEED_ORDER_ID,
      userId: SHOPPER_ID,
      paymentStatus: 'paid',
      addressInfo: { city: 'Istanbul', phone: '+90 532 555 0142' },
    });
    expect(order.cartItems).toHaveLength(1);
  });

  it('answers 404 for an unknown id', async () => {
    await signInAs('admin');
    await expect(getAdminOrderDetails(UNKNOWN_ORDER)).rejects.toMatchObject({
      status: 404,
      message: 'Order not found',
    });
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    await expect(getAdminOrderDetails(SEED_ORDER_ID)).rejects.toMatchObject({ status: 401 });
    await signInAs('shopper');
    await expect(getAdminOrderDetails(SEED_ORDER_ID)).rejects.toMatchObject({ status: 403 });
  });
});

describe('PUT /api/admin/orders/update/:id', () => {
  it('changes the status and answers the message the toast shows', async () => {
    await signInAs('admin');

    const response = await updateOrderStatus(SEED_ORDER_ID, 'inShipping');

    expect(response).toEqual({ success: true, message: 'Order status is updated successfully!' });
    const order = await getAdminOrderDetails(SEED_ORDER_ID);
    expect(order.orderStatus).toBe('inShipping');
    expect(order.orderUpdateDate > '2026-10-05T16:40:00.000Z').toBe(true);
  });

  it('answers 400 for an unknown status and 404 for an unknown id', async () => {
    await signInAs('admin');
    await expect(updateOrderStatus(SEED_ORDER_ID, 'lost')).rejects.toMatchObject({
      status: 400,
      message: 'Unknown order status "lost"',
    });
    await expect(updateOrderStatus(UNKNOWN_ORDER, 'delivered')).rejects.toMatchObject({
      status: 404,
      message: 'Order not found',
    });
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    await expect(updateOrderStatus(SEED_ORDER_ID, 'rejected')).rejects.toMatchObject({ status: 401 });
    await signInAs('shopper');
    await expect(updateOrderStatus(SEED_ORDER_ID, 'rejected')).rejects.toMatchObject({ status: 403 });
    expect(db.state.orders[0]?.orderStatus).toBe('delivered');
  });
});
