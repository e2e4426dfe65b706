import { describe, expect, it } from 'vitest';
import { orderSchema } from '../schemas';
import { findUnpaidOrder, type OrderAttempt } from './use-unconfirmed-order-lookup';

const attempt: OrderAttempt = {
  userId: 'u1',
  sentAt: '2026-11-23T10:00:00.000Z',
  lines: [
    { productId: 'p1', quantity: 2 },
    { productId: 'p2', quantity: 1 },
  ],
};

/** An order as the backend lists it, read through the app's own schema. */
function order(id: string, fields: Record<string, unknown>) {
  return orderSchema.parse({
    _id: id,
    paymentStatus: 'pending',
    orderStatus: 'pending',
    orderDate: '2026-11-23T10:00:01.000Z',
    totalAmount: 40,
    cartItems: [
      { productId: 'p2', quantity: 1, price: 10 },
      { productId: 'p1', quantity: 2, price: 15 },
    ],
    ...fields,
  });
}

describe('findUnpaidOrder', () => {
  it('finds the unpaid order with the same lines (in any order) created moments ago', () => {
    expect(findUnpaidOrder([order('o1', {})], attempt)?._id).toBe('o1');
  });

  it('allows for a server clock a little behind the shopper’s', () => {
    expect(findUnpaidOrder([order('o1', { orderDate: '2026-11-23T09:59:00.000Z' })], attempt)?._id).toBe(
      'o1',
    );
  });

  it('takes the newest of several', () => {
    const older = order('older', { orderDate: '2026-11-23T10:00:01.000Z' });
    const newer = order('newer', { orderDate: '2026-11-23T10:00:05.000Z' });
    expect(findUnpaidOrder([older, newer], attempt)?._id).toBe('newer');
  });

  it.each([
    ['a paid order', { paymentStatus: 'paid', orderStatus: 'confirmed' }],
    ['an order from before the attempt', { orderDate: '2026-11-23T09:30:00.000Z' }],
    ['an order without a date', { orderDate: null }],
    [
      'another quantity',
      {
        cartItems: [
          { productId: 'p1', quantity: 1 },
          { productId: 'p2', quantity: 1 },
        ],
      },
    ],
    ['fewer lines', { cartItems: [{ productId: 'p1', quantity: 2 }] }],
  ])('never takes %s for it', (_name, fields) => {
    expect(findUnpaidOrder([order('o1', fields)], attempt)).toBeUndefined();
  });
});
