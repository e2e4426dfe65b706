import { describe, expect, it } from 'vitest';
import { replaceOrders, resetToSeed } from './data-shape';
import { db } from './db';
import { scaledOrders } from './scale';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');

describe('scaledOrders (?mock-orders=3000)', () => {
  const orders = scaledOrders(3000, NOW);

  it('seeds that many orders with unique ids over the last year, every status of the contract', () => {
    expect(orders).toHaveLength(3000);
    expect(new Set(orders.map((order) => order._id)).size).toBe(3000);
    expect(new Set(orders.map((order) => order.orderStatus))).toEqual(
      new Set(['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected']),
    );
    const times = orders.map((order) => Date.parse(order.orderDate));
    expect(Math.min(...times)).toBeGreaterThan(NOW - 366 * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    expect(new Set(orders.map((order) => order.userId)).size).toBe(2);
  });

  it('totals each order from its lines, paid unless pending or rejected', () => {
    for (const order of orders.slice(0, 50)) {
      const total = order.cartItems.reduce((sum, item) => sum + Number(item.price) * item.quantity, 0);
      expect(order.totalAmount).toBeCloseTo(total, 2);
      expect(order.paymentStatus).toBe(
        order.orderStatus === 'pending' || order.orderStatus === 'rejected' ? 'pending' : 'paid',
      );
    }
  });

  it('is stored in the original shape when the store is (line prices as text)', () => {
    resetToSeed('original');
    replaceOrders(scaledOrders(10, NOW));
    expect(db.state.orders).toHaveLength(10);
    expect(typeof db.state.orders[0]?.cartItems[0]?.price).toBe('string');
    expect(db.state.orders[0]?.__v).toBe(0);
  });
});
