import { http } from 'msw';
import { db, newId } from '../db';
import type { MockCart } from '../documents';
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
import { originalServer } from './server-manners';

function findCart(userId: string) {
  return db.state.carts.find((candidate) => candidate.userId === userId);
}

function cartOf(userId: string): MockCart {
  let cart = findCart(userId);
  if (!cart) {
    cart = db.stamp({ _id: newId(), userId, items: [] });
    db.state.carts.push(cart);
  }
  return cart;
}

/** The original backend has no cart until the first add, and says so with a 404. */
const cartNotFound = () => fail(404, 'Cart not found!');
const original = () => db.state.shape === 'original';

/** The cart as every cart call answers it: lines joined with their product, vanished products dropped. */
function populatedCart(cart: MockCart) {
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
    else
      cart.items.push(
        original()
          ? { productId: line.productId, quantity: line.quantity, _id: newId() }
          : { productId: line.productId, quantity: line.quantity },
      );
    db.touch(cart);
    db.save();
    // The original answers the stored cart as it is: lines with productId and quantity only.
    return ok({ data: original() ? cart : populatedCart(cart) });
  }),

  http.get('*/api/shop/cart/get/:userId', async ({ request, params }) => {
    await respondDelay();
    const userId = String(params.userId);
    const guard = requireUser(request, userId);
    if (guard.response) return guard.response;
    if (original() && !findCart(userId)) return cartNotFound();
    const cart = cartOf(userId);
    // The original server drops the lines of products deleted since from the stored cart as it reads it.
    if (originalServer()) {
      cart.items = cart.items.filter((item) =>
        db.state.products.some((product) => product._id === item.productId),
      );
    }
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
    if (original() && !findCart(line.userId)) return cartNotFound();
    const cart = cartOf(line.userId);
    const item = cart.items.find((candidate) => candidate.productId === line.productId);
    if (!item) return fail(404, 'Cart item not present !');
    item.quantity = line.quantity;
    db.touch(cart);
    db.save();
    return ok({ data: populatedCart(cartOf(line.userId)) });
  }),

  http.delete('*/api/shop/cart/:userId/:productId', async ({ request, params }) => {
    await respondDelay();
    const userId = String(params.userId);
    const guard = requireUser(request, userId);
    if (guard.response) return guard.response;
    if (original() && !findCart(userId)) return cartNotFound();
    const cart = cartOf(userId);
    // The original server reads each line's populated product: a line whose product was deleted since throws.
    const productGone = (productId: string) =>
      !db.state.products.some((product) => product._id === productId);
    if (originalServer() && cart.items.some((item) => productGone(item.productId))) {
      return fail(500, 'Some error occured');
    }
    const before = cart.items.length;
    cart.items = cart.items.filter((item) => item.productId !== params.productId);
    if (cart.items.length === before) return fail(404, 'Cart item not present !');
    db.touch(cart);
    db.save();
    return ok({ data: populatedCart(cart) });
  }),
];
