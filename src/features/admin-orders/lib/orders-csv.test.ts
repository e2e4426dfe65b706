import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Order } from '@/features/orders/schemas';
import { activateLocale, translate } from '@/lib/i18n/i18n';
import { ordersCsv } from './orders-csv';

const ORDER: Order = {
  _id: '64d000000000000000000001',
  userId: '64a000000000000000000002',
  cartId: '',
  cartItems: [
    { productId: 'p1', title: 'Cevizli Baklava, 500 g', image: '', price: 19.9, quantity: 2 },
    { productId: 'p2', title: '=HYPERLINK("x")', image: '', price: 4, quantity: undefined },
  ],
  addressInfo: {
    addressId: 'a1',
    address: 'Moda Caddesi 42, Kadıköy',
    city: 'Istanbul',
    pincode: '34710',
    phone: '+90 532 555 0142',
    notes: 'Ring "twice"',
  },
  orderStatus: 'inShipping',
  paymentMethod: 'paypal',
  paymentStatus: 'paid',
  totalAmount: 43.8,
  orderDate: '2026-10-02T12:14:00+03:00',
  orderUpdateDate: '',
  paymentId: 'PAYID-1',
  payerId: 'PAYER-1',
};

const rowsOf = (csv: string) => parse<string[]>(csv.replace(/^\uFEFF/, '')).data;

describe('ordersCsv', () => {
  it('writes a header and one row per order: ISO dates, amounts with a dot, lines, address, guarded formulas', async () => {
    const [header, row] = rowsOf(await ordersCsv([ORDER], translate, 'en'));
    expect(header).toEqual([
      'Order ID',
      'Order Date',
      'Last Update',
      'Order Status',
      'Payment Status',
      'Payment Method',
      'Total (USD)',
      'Items',
      'Quantity',
      'Customer ID',
      'Address',
      'City',
      'Pincode',
      'Phone',
      'Notes',
    ]);
    expect(row).toEqual([
      ORDER._id,
      '2026-10-02T09:14:00.000Z',
      '',
      'In Shipping',
      'paid',
      'paypal',
      '43.80',
      // A `;` list: Excel in Turkish reads what follows a `;` as a cell of its own, so the formula is guarded.
      '\'Cevizli Baklava, 500 g (qty 2); \'=HYPERLINK("x") (qty 1)',
      '3',
      '64a000000000000000000002',
      'Moda Caddesi 42, Kadıköy',
      'Istanbul',
      '34710',
      "'+90 532 555 0142",
      'Ring "twice"',
    ]);
  });

  it('in Turkish, writes the header and the statuses in Turkish, `;`-separated with a decimal comma', async () => {
    await activateLocale('tr');
    const csv = await ordersCsv([ORDER], translate, 'tr');
    expect(csv.startsWith('\uFEFFSipariş No;Sipariş Tarihi;Son Güncelleme;Sipariş Durumu;')).toBe(true);
    // Read back as Excel in Turkish reads it: split at `;`, a comma for the decimal mark.
    const [header, row] = parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(header).toHaveLength(15);
    expect(header?.slice(0, 4)).toEqual(['Sipariş No', 'Sipariş Tarihi', 'Son Güncelleme', 'Sipariş Durumu']);
    expect(row).toHaveLength(15);
    expect(row?.[1]).toBe('2026-10-02T09:14:00.000Z');
    expect(row?.[3]).toBe('Kargoda');
    expect(row?.[6]).toBe('43,80');
    // The lines' `;` list is one quoted cell, and the formula in it is still guarded.
    expect(row?.[7]).toBe('\'Cevizli Baklava, 500 g (2 adet); \'=HYPERLINK("x") (1 adet)');
    expect(row?.[10]).toBe('Moda Caddesi 42, Kadıköy');
  });
});
