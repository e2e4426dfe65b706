import { describe, expect, it } from 'vitest';
import type { Address } from '@/features/addresses/schemas';
import { buildNewOrder } from './use-place-order';

const address: Address = {
  _id: 'a1',
  userId: 'u1',
  address: 'Moda Caddesi 42',
  city: 'Istanbul',
  pincode: '34710',
  phone: '+90 532',
  notes: 'Ring twice',
};

describe('buildNewOrder', () => {
  it('builds the body of docs/behaviour.md#data-the-shop-reads with effective prices and a two-decimal total', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    const order = buildNewOrder({
      userId: 'u1',
      address,
      now,
      cart: {
        _id: 'c1',
        items: [
          { productId: 'p1', title: 'On sale', image: '/a.svg', price: 18.99, salePrice: 15.99, quantity: 3 },
          { productId: 'p2', title: 'Full price', image: '/b.svg', price: 0.1, salePrice: 0, quantity: 2 },
        ],
      },
    });
    expect(order).toEqual({
      userId: 'u1',
      cartId: 'c1',
      cartItems: [
        { productId: 'p1', title: 'On sale', image: '/a.svg', price: 15.99, quantity: 3 },
        { productId: 'p2', title: 'Full price', image: '/b.svg', price: 0.1, quantity: 2 },
      ],
      addressInfo: {
        addressId: 'a1',
        address: 'Moda Caddesi 42',
        city: 'Istanbul',
        pincode: '34710',
        phone: '+90 532',
        notes: 'Ring twice',
      },
      orderStatus: 'pending',
      paymentMethod: 'paypal',
      paymentStatus: 'pending',
      totalAmount: 48.17,
      orderDate: '2026-11-23T10:00:00.000Z',
      orderUpdateDate: '2026-11-23T10:00:00.000Z',
      paymentId: '',
      payerId: '',
    });
  });
});
