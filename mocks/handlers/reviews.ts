import { http } from 'msw';
import { db, newId } from '../db';
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

export function averageOf(values: number[]) {
  if (!values.length) return 0;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
}

export const reviewHandlers = [
  http.get('*/api/shop/review/:productId', async ({ params }) => {
    await respondDelay();
    return ok({ data: db.state.reviews.filter((review) => review.productId === params.productId) });
  }),

  http.post('*/api/shop/review/add', async ({ request }) => {
    await respondDelay();
    // Like a server's auth middleware: the token is checked before the body.
    const caller = requireUser(request);
    if (caller.response) return caller.response;
    const body = await readJsonBody(request);
    const productId = text(body.productId);
    const userId = text(body.userId);
    const reviewMessage = text(body.reviewMessage);
    const reviewValue = numeric(body.reviewValue);
    if (!productId || !userId || !reviewMessage || !reviewValue) return invalidData();
    if (!Number.isInteger(reviewValue) || reviewValue < 1 || reviewValue > 5) {
      return invalidData('Rating must be a whole number from 1 to 5');
    }
    const guard = requireUser(request, userId);
    if (guard.response) return guard.response;
    const product = db.state.products.find((candidate) => candidate._id === productId);
    if (!product) return notFound('Product');
    const bought = db.state.orders.some(
      (order) =>
        order.userId === userId &&
        ['confirmed', 'delivered'].includes(order.orderStatus) &&
        order.cartItems.some((item) => item.productId === productId),
    );
    if (!bought) return fail(403, 'You need to purchase product to review it.');
    if (db.state.reviews.some((review) => review.productId === productId && review.userId === userId)) {
      return fail(400, 'You already reviewed this product!');
    }
    const review = db.stamp({
      _id: newId(),
      productId,
      userId,
      userName: text(body.userName) || guard.user.userName,
      reviewMessage,
      reviewValue,
    });
    db.state.reviews.push(review);
    product.averageReview = averageOf(
      db.state.reviews
        .filter((candidate) => candidate.productId === productId)
        .map((item) => item.reviewValue),
    );
    db.save();
    return ok({ data: review }, 201);
  }),
];
