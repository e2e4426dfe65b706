import { http } from 'msw';
import { db, newId, randomToken } from '../db';
import type { MockOrder } from '../documents';
import { originalServer } from './server-manners';
import {
  fail,
  invalidData,
  notFound,
  numeric,
  ok,
  readJsonBody,
  requireUser,
  respondDelay,
  text,
} from './utils';

/** Path of the simulated provider's approval page (rendered by mocks/provider-page.tsx). */
export const PROVIDER_APPROVAL_PATH = '/mock-paypal/approve';

/** What the order list and details answer: the provider's internal id stays on the server. */
export function publicOrder({ providerPaymentId: _hidden, ...order }: MockOrder) {
  return order;
}

function readCartItems(value: unknown) {
  if (!Array.isArray(value) || value.length === 0) return null;
  const items = value.map((raw: unknown) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    const price = numeric(item.price);
    const quantity = numeric(item.quantity);
    const productId = text(item.productId);
    if (!productId || price === undefined || price < 0 || !quantity || quantity < 1) return null;
    // The original backend's schema declares a line's price a String: Mongoose stores 19.9 as "19.9".
    const storedPrice = db.state.shape === 'original' ? String(price) : price;
    return { productId, title: text(item.title), image: text(item.image), price: storedPrice, quantity };
  });
  return items.every((item) => item !== null) ? items : null;
}

export const orderHandlers = [
  http.post('*/api/shop/order/create', async ({ request }) => {
    await respondDelay();
    // Like a server's auth middleware: the token is checked before the body.
    const caller = requireUser(request);
    if (caller.response) return caller.response;
    const body = await readJsonBody(request);
    const userId = text(body.userId);
    const cartItems = readCartItems(body.cartItems);
    const totalAmount = numeric(body.totalAmount);
    const addressInfo = (body.addressInfo ?? null) as Record<string, unknown> | null;
    if (!userId || !cartItems || totalAmount === undefined || !addressInfo || !text(addressInfo.address)) {
      return invalidData('Order needs cart items, an address and a total');
    }
    const guard = requireUser(request, userId);
    if (guard.response) return guard.response;
    const now = new Date().toISOString();
    const order: MockOrder = db.stamp({
      _id: newId(),
      userId,
      cartId: text(body.cartId),
      cartItems,
      addressInfo: {
        addressId: text(addressInfo.addressId) || undefined,
        address: text(addressInfo.address),
        city: text(addressInfo.city),
        pincode: text(addressInfo.pincode),
        phone: text(addressInfo.phone),
        notes: text(addressInfo.notes),
      },
      orderStatus: 'pending',
      paymentMethod: 'paypal',
      paymentStatus: 'pending',
      totalAmount,
      orderDate: text(body.orderDate) || now,
      orderUpdateDate: text(body.orderUpdateDate) || now,
      paymentId: '',
      payerId: '',
      providerPaymentId: `PAYID-${randomToken(8).toUpperCase()}`,
    });
    db.state.orders.push(order);
    db.save();
    const approval = new URL(PROVIDER_APPROVAL_PATH, new URL(request.url).origin);
    approval.searchParams.set('paymentId', order.providerPaymentId);
    approval.searchParams.set('amount', totalAmount.toFixed(2));
    return ok({ approvalURL: approval.toString(), orderId: order._id }, 201);
  }),

  http.post('*/api/shop/order/capture', async ({ request }) => {
    await respondDelay();
    const caller = requireUser(request);
    if (caller.response) return caller.response;
    const body = await readJsonBody(request);
    const paymentId = text(body.paymentId);
    const payerId = text(body.payerId);
    const orderId = text(body.orderId);
    if (!paymentId || !payerId || !orderId) return invalidData('paymentId, payerId and orderId are required');
    const order = db.state.orders.find((candidate) => candidate._id === orderId);
    if (!order) return notFound('Order');
    const guard = requireUser(request, order.userId);
    if (guard.response) return guard.response;
    if (order.providerPaymentId !== paymentId) return fail(400, 'Payment does not belong to this order');
    // Idempotent: a second capture of a paid order changes nothing.
    if (order.paymentStatus === 'paid') {
      return ok({ message: 'Order already confirmed', data: publicOrder(order) });
    }
    for (const item of order.cartItems) {
      const product = db.state.products.find((candidate) => candidate._id === item.productId);
      if (!product) return fail(404, `Product ${item.title || item.productId} is no longer available`);
      if (product.totalStock < item.quantity) {
        return fail(400, `Not enough stock for ${product.title}: only ${product.totalStock} left`);
      }
    }
    for (const item of order.cartItems) {
      const product = db.state.products.find((candidate) => candidate._id === item.productId);
      if (product) product.totalStock -= item.quantity;
    }
    order.paymentStatus = 'paid';
    order.orderStatus = 'confirmed';
    order.paymentId = paymentId;
    order.payerId = payerId;
    // The original server's capture writes the payment and the status alone, as its status update does.
    if (!originalServer()) order.orderUpdateDate = new Date().toISOString();
    db.touch(order);
    const cart = db.state.carts.find((candidate) => candidate.userId === order.userId);
    if (cart) cart.items = [];
    db.save();
    return ok({ message: 'Order confirmed', data: publicOrder(order) });
  }),

  http.get('*/api/shop/order/list/:userId', async ({ request, params }) => {
    await respondDelay();
    const guard = requireUser(request, String(params.userId));
    if (guard.response) return guard.response;
    const orders = db.state.orders
      .filter((order) => order.userId === params.userId)
      .sort((a, b) => b.orderDate.localeCompare(a.orderDate))
      .map(publicOrder);
    // The original backend answers an empty list as a 404.
    if (orders.length === 0 && db.state.shape === 'original') return fail(404, 'No orders found!');
    return ok({ data: orders });
  }),

  http.get('*/api/shop/order/details/:id', async ({ request, params }) => {
    await respondDelay();
    const order = db.state.orders.find((candidate) => candidate._id === params.id);
    if (!order) {
      const guard = requireUser(request);
      return guard.response ?? notFound('Order');
    }
    const guard = requireUser(request, order.userId);
    if (guard.response) return guard.response;
    return ok({ data: publicOrder(order) });
  }),
];
