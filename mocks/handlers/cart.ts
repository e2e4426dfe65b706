import { http } from 'msw';
import { db, newId, type MockCart } from '../db';
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

function cartOf(userId: string): MockCart {
  let cart = db.state.carts.find((candidate) => candidate.userId === userId);
  if (!cart) {
    cart = { _id: newId(), userId, items: [] };
    db.state.carts.push(cart);
  }
  return cart;
}

/** The cart as every cart call answers it: lines joined with their product, vanished products dropped. */
export function populatedCart(cart: MockCart) {
  const items = cart.items.flatMap((item) => {
    const product = db.state.products.find((candidate) => candidate._id === item.productId);
    return product
      ? [
          {
            productId: product._id,
            image: product.image,
            title: product.title,
            price: product.price,
            salePrice: product.salePrice,
            quantity: item.quantity,
          },
        ]
      : [];
  });
  return { _id: cart._id, userId: cart.userId, items };
}

function readLine(body: Record<string, unknown>) {
  const userId = text(body.userId);
  const productId = text(body.productId);
  const quantity = numeric(body.quantity);
  if (!userId || !productId || quantity === undefined || !Number.isInteger(quantity) || quantity < 1) {
    return null;
  }
  return { userId, productId, quantity };
}

export const cartHandlers = [
  http.post('*/api/shop/cart/add', async ({ request }) => {
    await respondDelay();
    // Like a server's auth middleware: the token is checked before the body.
    const caller = requireUser(request);
    if (caller.response) return caller.response;
    const line = readLine(await readJsonBody(request));
    if (!line) return invalidData();
    const guard = requireUser(request, line.userId);
    if (guard.response) return guard.response;
    if (!db.state.products.some((product) => product._id === line.productId)) return notFound('Product');
    const cart = cartOf(line.userId);
    const existing = cart.items.find((item) => item.productId === line.productId);
    if (existing) existing.quantity += line.quantity;
    else cart.items.push({ productId: line.productId, quantity: line.quantity });
    db.save();
    return ok({ data: populatedCart(cart) });
  }),

  http.get('*/api/shop/cart/get/:userId', async ({ request, params }) => {
    await respondDelay();
    const userId = String(params.userId);
    const guard = requireUser(request, userId);
    if (guard.response) return guard.response;
    const cart = cartOf(userId);
    db.save();
    return ok({ data: populatedCart(cart) });
  }),

  http.put('*/api/shop/cart/update-cart', async ({ request }) => {
    await respondDelay();
    // Like a server's auth middleware: the token is checked before the body.
    const caller = requireUser(request);
    if (caller.response) return caller.response;
    const line = readLine(await readJsonBody(request));
    if (!line) return invalidData();
    const guard = requireUser(request, line.userId);
    if (guard.response) return guard.response;
    const item = cartOf(line.userId).items.find((candidate) => candidate.productId === line.productId);
    if (!item) return fail(404, 'Cart item not present !');
    item.quantity = line.quantity;
    db.save();
    return ok({ data: populatedCart(cartOf(line.userId)) });
  }),

  http.delete('*/api/shop/cart/:userId/:productId', async ({ request, params }) => {
    await respondDelay();
    const userId = String(params.userId);
    const guard = requireUser(request, userId);
    if (guard.response) return guard.response;
    const cart = cartOf(userId);
    const before = cart.items.length;
    cart.items = cart.items.filter((item) => item.productId !== params.productId);
    if (cart.items.length === before) return fail(404, 'Cart item not present !');
    db.save();
    return ok({ data: populatedCart(cart) });
  }),
];
