import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ADMIN_ID, BUY_AGAIN_ORDER_ID, SHOPPER_ADDRESS_ID, SHOPPER_ID } from '@mocks/seed-accounts';
import { capturePayment, createOrder, getOrderDetails, getOrdersByUser } from './orders-api';
import type { NewOrder } from '../schemas';
import { addToCart, getCart } from '@/features/cart/api/cart-api';
import { signInAs } from '@/testing/session';
import { readWithUnreadableRecord } from '@/testing/unreadable-record';
import { REFUSED_FOR_ANOTHER_USER, sendAsAnotherClient } from '@/testing/another-client';
import { orderRequests } from './order-requests';

const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';
const HAVUC = '64b0c0a1f1e2d3c4b5a60003';
const SEED_ORDER_ID = '64d000000000000000000001';
const UNKNOWN_ORDER = '64d00000000000000000ffff';

function stockOf(productId: string) {
  return db.state.products.find((product) => product._id === productId)?.totalStock;
}

function newOrder(overrides: Partial<NewOrder> = {}): NewOrder {
  const now = new Date().toISOString();
  return {
    userId: SHOPPER_ID,
    cartId: 'cart-1',
    cartItems: [
      { productId: CEVIZLI, title: 'Cevizli Baklava, 500 g', image: '', price: 15.99, quantity: 2 },
      { productId: HAVUC, title: 'Havuç Dilimi Baklava, 1 kg', image: '', price: 44.99, quantity: 1 },
    ],
    addressInfo: {
      addressId: SHOPPER_ADDRESS_ID,
      address: 'Moda Caddesi 42, Kadıköy',
      city: 'Istanbul',
      pincode: '34710',
      phone: '+90 532 555 0142',
      notes: 'Ring twice, the bell is loud',
    },
    orderStatus: 'pending',
    paymentMethod: 'paypal',
    paymentStatus: 'pending',
    totalAmount: 76.97,
    orderDate: now,
    orderUpdateDate: now,
    paymentId: '',
    payerId: '',
    ...overrides,
  };
}

/** Creates an order and reads the provider's paymentId from the approval URL, as the return page would. */
async function placeOrder(overrides: Partial<NewOrder> = {}) {
  const created = await createOrder(newOrder(overrides));
  const approval = new URL(created.approvalURL);
  return { ...created, paymentId: approval.searchParams.get('paymentId') ?? '' };
}

describe('POST /api/shop/order/create', () => {
  it('stores a pending order and answers an approval URL on the simulated provider', async () => {
    await signInAs('shopper');

    const created = await createOrder(newOrder());

    expect(created.success).toBe(true);
    const approval = new URL(created.approvalURL);
    expect(approval.origin).toBe(location.origin);
    expect(approval.pathname).toBe('/mock-paypal/approve');
    expect(approval.searchParams.get('paymentId')).toMatch(/^PAYID-/);
    const order = await getOrderDetails(created.orderId);
    expect(order).toMatchObject({
      _id: created.orderId,
      userId: SHOPPER_ID,
      orderStatus: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'paypal',
      paymentId: '',
      payerId: '',
      totalAmount: 76.97,
      addressInfo: { addressId: SHOPPER_ADDRESS_ID, city: 'Istanbul' },
    });
    expect(order.cartItems).toHaveLength(2);
  });

  it('answers 400 without cart items or address, 401 without a token, 403 for another user', async () => {
    await expect(createOrder(newOrder())).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised user!',
    });
    await signInAs('shopper');
    await expect(createOrder(newOrder({ cartItems: [] }))).rejects.toMatchObject({
      status: 400,
      message: 'Order needs cart items, an address and a total',
    });
    await expect(
      createOrder(newOrder({ addressInfo: { address: '', city: '', pincode: '', phone: '', notes: '' } })),
    ).rejects.toMatchObject({ status: 400 });
    await expect(createOrder(newOrder({ userId: ADMIN_ID }))).rejects.toMatchObject(REFUSED_FOR_ANOTHER_USER);
    await expect(
      sendAsAnotherClient(orderRequests.create(ADMIN_ID), newOrder({ userId: ADMIN_ID })),
    ).resolves.toMatchObject({ status: 403 });
  });
});

describe('POST /api/shop/order/capture', () => {
  it('marks the order paid and confirmed, decrements stock once, empties the cart, and is idempotent', async () => {
    await signInAs('shopper');
    await addToCart({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 2 });
    await addToCart({ userId: SHOPPER_ID, productId: HAVUC, quantity: 1 });
    const cevizliBefore = stockOf(CEVIZLI) ?? 0;
    const { orderId, paymentId } = await placeOrder();
    expect(stockOf(CEVIZLI)).toBe(cevizliBefore);

    const first = await capturePayment({ paymentId, payerId: 'PAYER-1', orderId });

    expect(first.success).toBe(true);
    expect(first.data).toMatchObject({
      _id: orderId,
      orderStatus: 'confirmed',
      paymentStatus: 'paid',
      paymentId,
      payerId: 'PAYER-1',
    });
    expect(stockOf(CEVIZLI)).toBe(cevizliBefore - 2);
    expect(stockOf(HAVUC)).toBe(1);
    await expect(getCart(SHOPPER_ID)).resolves.toMatchObject({ items: [] });

    const second = await capturePayment({ paymentId, payerId: 'PAYER-1', orderId });

    expect(second).toMatchObject({
      success: true,
      data: { orderStatus: 'confirmed', paymentStatus: 'paid' },
    });
    expect(stockOf(CEVIZLI)).toBe(cevizliBefore - 2);
    expect(stockOf(HAVUC)).toBe(1);
  });

  it('answers 400 for missing fields and for a paymentId of another order', async () => {
    await signInAs('shopper');
    const { orderId } = await placeOrder();

    await expect(capturePayment({ paymentId: '', payerId: 'P', orderId })).rejects.toMatchObject({
      status: 400,
      message: 'paymentId, payerId and orderId are required',
    });
    await expect(capturePayment({ paymentId: 'PAYID-FORGED', payerId: 'P', orderId })).rejects.toMatchObject({
      status: 400,
      message: 'Payment does not belong to this order',
    });
  });

  it('refuses, without touching stock, an order that asks for more than is in stock', async () => {
    await signInAs('shopper');
    const { orderId, paymentId } = await placeOrder({
      cartItems: [
        { productId: HAVUC, title: 'Havuç Dilimi Baklava, 1 kg', image: '', price: 44.99, quantity: 3 },
      ],
    });

    await expect(capturePayment({ paymentId, payerId: 'P', orderId })).rejects.toMatchObject({
      status: 400,
      message: 'Not enough stock for Havuç Dilimi Baklava, 1 kg: only 2 left',
    });
    expect(stockOf(HAVUC)).toBe(2);
  });

  it('answers 404 for an unknown order', async () => {
    await signInAs('shopper');
    await expect(
      capturePayment({ paymentId: 'PAYID-X', payerId: 'P', orderId: UNKNOWN_ORDER }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Order not found',
    });
  });

  it('answers 401 without a token', async () => {
    await expect(
      capturePayment({ paymentId: 'PAYID-X', payerId: 'P', orderId: SEED_ORDER_ID }),
    ).rejects.toMatchObject({ status: 401, message: 'Unauthorised user!' });
  });
});

describe('GET /api/shop/order/list/:userId', () => {
  it("answers the shopper's orders, newest first", async () => {
    await signInAs('shopper');
    const { orderId } = await placeOrder();

    const orders = await getOrdersByUser(SHOPPER_ID);

    expect(orders.map((order) => order._id)).toEqual([orderId, SEED_ORDER_ID, BUY_AGAIN_ORDER_ID]);
    expect(orders[1]).toMatchObject({
      orderStatus: 'delivered',
      paymentStatus: 'paid',
      paymentMethod: 'paypal',
    });
    expect(orders[1]).not.toHaveProperty('providerPaymentId');
  });

  it('answers 401 without a token and 403 for another user', async () => {
    await expect(getOrdersByUser(SHOPPER_ID)).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised user!',
    });
    await signInAs('shopper');
    await expect(getOrdersByUser(ADMIN_ID)).rejects.toMatchObject(REFUSED_FOR_ANOTHER_USER);
    await expect(sendAsAnotherClient(orderRequests.list(ADMIN_ID))).resolves.toEqual({
      status: 403,
      message: 'You can only access your own account',
    });
  });
});

describe('GET /api/shop/order/details/:id', () => {
  it('answers the order with its items and address', async () => {
    await signInAs('shopper');

    const order = await getOrderDetails(SEED_ORDER_ID);

    expect(order).toMatchObject({
      _id: SEED_ORDER_ID,
      userId: SHOPPER_ID,
      orderStatus: 'delivered',
      orderDate: '2026-10-02T09:14:00.000Z',
      addressInfo: { address: 'Moda Caddesi 42, Kadıköy', pincode: '34710' },
    });
    expect(order.cartItems[0]).toMatchObject({ quantity: 2, price: expect.any(Number) as number });
  });

  it("answers 404 for an unknown id and 403 for another user's order", async () => {
    const seeded = db.state.orders[0];
    if (!seeded) throw new Error('seed order missing');
    db.state.orders.push({ ...structuredClone(seeded), _id: '64d000000000000000000099', userId: ADMIN_ID });
    await signInAs('shopper');

    await expect(getOrderDetails(UNKNOWN_ORDER)).rejects.toMatchObject({
      status: 404,
      message: 'Order not found',
    });
    await expect(getOrderDetails('64d000000000000000000099')).rejects.toMatchObject({
      status: 403,
      message: 'You can only access your own account',
    });
  });

  it('answers 401 without a token', async () => {
    await expect(getOrderDetails(SEED_ORDER_ID)).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised user!',
    });
  });
});

describe('orders as any backend stores them', () => {
  const storedOrder = {
    _id: 'o1',
    userId: SHOPPER_ID,
    cartId: '',
    cartItems: [
      { _id: 'l1', productId: 'p1', title: 'Lokum', image: '', price: '19.9', quantity: 2 },
      { _id: 'l2', productId: 'p2', title: 'Broken', price: 'free', quantity: 1 },
    ],
    addressInfo: {
      addressId: '',
      address: 'Moda 1',
      city: 'Istanbul',
      pincode: '34710',
      phone: '1',
      notes: '',
    },
    orderStatus: 'pending',
    paymentMethod: 'paypal',
    paymentStatus: 'pending',
    totalAmount: '39.8',
    orderDate: 1_763_640_000_000,
    orderUpdateDate: null,
    paymentId: '',
    payerId: '',
    __v: 0,
  };

  it('lists every order it can read, one with cartId "" and string prices included', async () => {
    await signInAs('shopper');
    const { result, warnings } = await readWithUnreadableRecord(
      `/api/shop/order/list/${SHOPPER_ID}`,
      [storedOrder, { _id: 'o2', totalAmount: { amount: 3 } }, { _id: 'o3' }],
      () => getOrdersByUser(SHOPPER_ID),
    );
    expect(result.map((order) => order._id)).toEqual(['o1', 'o3']);
    expect(result[0]).toMatchObject({
      cartId: undefined,
      totalAmount: 39.8,
      orderDate: '2025-11-20T12:00:00.000Z',
      orderUpdateDate: '',
      cartItems: [{ productId: 'p1', price: 19.9, quantity: 2 }],
    });
    expect(result[0]?.addressInfo?.addressId).toBeUndefined();
    // An order with nothing but its id is still listed: its fields show as dashes.
    expect(result[1]).toMatchObject({ cartItems: [], addressInfo: null, orderDate: '' });
    expect(result[1]?.totalAmount).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(/GET \/api\/shop\/order\/list\/\w+: id l2, field "price"/),
      expect.stringMatching(/GET \/api\/shop\/order\/list\/\w+: id o2, field "totalAmount"/),
    ]);
  });

  it("shows the lines of an order's details that can be read", async () => {
    await signInAs('shopper');
    const { result, warnings } = await readWithUnreadableRecord(
      '/api/shop/order/details/o1',
      storedOrder,
      () => getOrderDetails('o1'),
    );
    expect(result.cartItems.map((item) => item.title)).toEqual(['Lokum']);
    expect(warnings).toEqual([
      expect.stringContaining('GET /api/shop/order/details/o1: id l2, field "price"'),
    ]);
  });
});
