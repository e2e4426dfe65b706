import { describe, expect, it } from 'vitest';
import { testProduct } from '@/testing/products';
import type { Product } from '@/features/catalog/schemas';
import type { OrderItem } from '@/features/cart/order-line-schema';
import type { Order } from '@/features/orders/schemas';
import { overviewValueText, shopOverviewFigures } from './shop-overview-figures';

const NOW = new Date('2026-11-26T12:00:00.000Z');

const line = (productId: string, title: string, price: number, quantity: number): OrderItem => ({
  productId,
  title,
  image: '',
  price,
  quantity,
});

function order(
  _id: string,
  orderDate: string,
  orderStatus: string,
  paymentStatus: string,
  cartItems: OrderItem[],
): Order {
  return {
    _id,
    userId: 'shopper',
    cartId: '',
    cartItems,
    addressInfo: null,
    orderStatus,
    paymentMethod: 'paypal',
    paymentStatus,
    totalAmount: cartItems.reduce((sum, item) => sum + (item.price ?? 0) * (item.quantity ?? 0), 0),
    orderDate,
    orderUpdateDate: orderDate,
    paymentId: '',
    payerId: '',
  };
}

const product = (_id: string, title: string, totalStock: number): Product =>
  testProduct({ _id, title, category: 'Baklava', price: 10, totalStock });

// By hand: the period is 2026-10-28 … 2026-11-26 (30 days up to today).
const ORDERS = [
  // Today, paid: 2 × 10 + 1 × 5 = 25.
  order('a', '2026-11-26T09:00:00.000Z', 'delivered', 'paid', [
    line('p1', 'Baklava', 10, 2),
    line('p2', 'Lokum', 5, 1),
  ]),
  // 20 November, paid: 4 × 5 = 20.
  order('b', '2026-11-20T10:00:00.000Z', 'confirmed', 'paid', [line('p2', 'Lokum', 5, 4)]),
  // 20 November, not paid: an order of the day, but no revenue and no sale.
  order('c', '2026-11-20T18:30:00.000Z', 'pending', 'pending', [line('p1', 'Baklava', 10, 3)]),
  // The period's first day, paid: 100.
  order('e', '2026-10-28T00:05:00.000Z', 'inShipping', 'paid', [line('p3', 'Honey', 100, 1)]),
  // The day before the period: counted by status only.
  order('d', '2026-10-27T23:55:00.000Z', 'delivered', 'paid', [line('p3', 'Honey', 100, 7)]),
];

describe('shopOverviewFigures', () => {
  const figures = shopOverviewFigures(
    ORDERS,
    [
      product('s6', 'Six left', 6),
      product('s3', 'Three left', 3),
      product('s0', 'None left', 0),
      product('s5', 'Five left', 5),
    ],
    NOW,
  );

  it('gives revenue (paid orders) and orders for each of the last 30 days', () => {
    expect(figures.days).toHaveLength(30);
    expect(figures.days[0]).toEqual({ day: '2026-10-28', revenue: 100, orders: 1 });
    expect(figures.days.find((day) => day.day === '2026-11-20')).toEqual({
      day: '2026-11-20',
      revenue: 20,
      orders: 2,
    });
    expect(figures.days[29]).toEqual({ day: '2026-11-26', revenue: 25, orders: 1 });
    expect(figures.days.filter((day) => day.orders > 0)).toHaveLength(3);
    expect(figures.revenue).toBe(145);
    expect(figures.orders).toBe(4);
  });

  it('counts every order by status, all time', () => {
    expect(figures.statusCounts).toEqual({
      pending: 1,
      confirmed: 1,
      inProcess: 0,
      inShipping: 1,
      delivered: 2,
      rejected: 0,
    });
  });

  it('ranks the period’s best sellers by units sold in paid orders', () => {
    expect(figures.bestSellers).toEqual([
      { productId: 'p2', title: 'Lokum', quantity: 5, revenue: 25 },
      { productId: 'p1', title: 'Baklava', quantity: 2, revenue: 20 },
      { productId: 'p3', title: 'Honey', quantity: 1, revenue: 100 },
    ]);
  });

  it('lists the products with 5 or fewer left, fewest first', () => {
    expect(figures.lowStock.map((item) => item.title)).toEqual(['None left', 'Three left', 'Five left']);
  });
});

describe('overviewValueText (the chart tooltip)', () => {
  it('shows revenue in the price format and orders as a count, in either language', () => {
    expect(overviewValueText('revenue', 12.5, 'en')).toBe('$12.50');
    expect(overviewValueText('revenue', 12.5, 'tr')).toBe('$12,50');
    expect(overviewValueText('revenue', 1234.5, 'tr')).toBe('$1.234,50');
    expect(overviewValueText('orders', 3, 'tr')).toBe('3');
  });
});
