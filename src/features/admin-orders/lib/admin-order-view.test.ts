import { describe, expect, it } from 'vitest';
import type { Order } from '@/features/orders/schemas';
import { orderMatchesSearch, orderWithinDates } from './admin-order-view';
import { adminOrdersSearchSchema } from '@/features/admin-orders/lib/admin-orders-search';

const ORDER: Order = {
  _id: '64f0000000000000000004d2',
  userId: 'u',
  cartId: '',
  cartItems: [{ productId: 'p', title: 'Antep Fıstıklı Baklava', image: '', price: 30, quantity: 1 }],
  addressInfo: {
    addressId: 'a',
    address: 'Kordon Boyu 9',
    city: 'İzmir',
    pincode: '35220',
    phone: '+90 535 208 3311',
    notes: '',
  },
  orderStatus: 'pending',
  paymentMethod: 'paypal',
  paymentStatus: 'pending',
  totalAmount: 30,
  orderDate: '2026-06-15T22:10:00.000Z',
  orderUpdateDate: '',
  paymentId: '',
  payerId: '',
};

describe('orderMatchesSearch', () => {
  it('finds an order by its id or a part of it', () => {
    expect(orderMatchesSearch(ORDER, '64f0000000000000000004d2')).toBe(true);
    expect(orderMatchesSearch(ORDER, '4D2')).toBe(true);
    expect(orderMatchesSearch(ORDER, '4d3')).toBe(false);
  });

  it('finds it by a product title, the city or the phone, whatever the case, accents and spacing', () => {
    expect(orderMatchesSearch(ORDER, 'fistikli')).toBe(true);
    expect(orderMatchesSearch(ORDER, 'izmir')).toBe(true);
    expect(orderMatchesSearch(ORDER, 'IZMIR')).toBe(true);
    expect(orderMatchesSearch(ORDER, '5352083311')).toBe(true);
    expect(orderMatchesSearch(ORDER, '208 33')).toBe(true);
    expect(orderMatchesSearch(ORDER, 'ankara')).toBe(false);
  });

  it('reads a missing address as no match for city or phone', () => {
    expect(orderMatchesSearch({ ...ORDER, addressInfo: null }, 'izmir')).toBe(false);
  });
});

describe('orderWithinDates', () => {
  it('compares the stored calendar day with either end of the range, both included', () => {
    expect(orderWithinDates(ORDER, '2026-06-15', '2026-06-15')).toBe(true);
    expect(orderWithinDates(ORDER, '2026-06-16')).toBe(false);
    expect(orderWithinDates(ORDER, undefined, '2026-06-14')).toBe(false);
    expect(orderWithinDates({ ...ORDER, orderDate: '' }, '2026-01-01')).toBe(false);
    // A hand-edited end that is not a day is ignored.
    expect(orderWithinDates(ORDER, 'soon', '2026-06-30')).toBe(true);
  });
});

describe('adminOrdersSearchSchema', () => {
  it('keeps a valid view and drops what it cannot read', () => {
    expect(
      adminOrdersSearchSchema.parse({
        status: 'inShipping',
        from: '2026-01-01',
        to: 7,
        sort: 'amount-asc',
        dir: 'up',
      }),
    ).toEqual({
      q: undefined,
      status: 'inShipping',
      from: '2026-01-01',
      to: undefined,
      sort: 'amount-asc',
    });
  });
});
