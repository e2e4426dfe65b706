import { describe, expect, it } from 'vitest';
import { ADMIN_ID, SHOPPER_ID } from '@mocks/seed-accounts';
import { addReview, getReviews, type NewReview } from './reviews-api';
import { getShopProduct } from '@/features/catalog/api/products-api';
import { signInAs } from '@/testing/session';
import { readWithUnreadableRecord } from '@/testing/unreadable-record';
import { REFUSED_FOR_ANOTHER_USER, sendAsAnotherClient } from '@/testing/another-client';
import { reviewRequests } from './review-requests';

// The demo shopper's delivered seed order contains Antep Fıstıklı Baklava (reviews 5, 5, 4).
const ANTEP = '64b0c0a1f1e2d3c4b5a60001';
const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';

const REVIEW: NewReview = {
  productId: ANTEP,
  userId: SHOPPER_ID,
  userName: 'Deniz Aydın',
  reviewMessage: 'Fresh and crisp, arrived well packed.',
  reviewValue: 2,
};

describe('GET /api/shop/review/:productId', () => {
  it("is public and answers the product's reviews", async () => {
    const reviews = await getReviews(ANTEP);

    expect(reviews).toHaveLength(3);
    expect(reviews.map((review) => review.reviewValue)).toEqual([5, 5, 4]);
    expect(reviews[0]).toMatchObject({ productId: ANTEP, userName: 'Ayşe Yılmaz' });
  });

  it('answers an empty list for a product without reviews', async () => {
    await expect(getReviews(CEVIZLI)).resolves.toEqual([]);
  });
});

describe('POST /api/shop/review/add', () => {
  it("stores the review and updates the product's averageReview", async () => {
    await signInAs('shopper');
    expect((await getShopProduct(ANTEP)).averageReview).toBe(4.67);

    const review = await addReview(REVIEW);

    expect(review).toMatchObject({ ...REVIEW, _id: expect.any(String) as string });
    expect((await getShopProduct(ANTEP)).averageReview).toBe(4);
    await expect(getReviews(ANTEP)).resolves.toHaveLength(4);
  });

  it('answers 403 for a product the shopper has not bought', async () => {
    await signInAs('shopper');
    await expect(addReview({ ...REVIEW, productId: CEVIZLI })).rejects.toMatchObject({
      status: 403,
      message: 'You need to purchase product to review it.',
    });
  });

  it('answers 400 for a second review of the same product', async () => {
    await signInAs('shopper');
    await addReview(REVIEW);
    await expect(addReview(REVIEW)).rejects.toMatchObject({
      status: 400,
      message: 'You already reviewed this product!',
    });
  });

  it('answers 400 for a blank message or a rating outside 1 to 5', async () => {
    await signInAs('shopper');
    await expect(addReview({ ...REVIEW, reviewMessage: '  ' })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid data provided!',
    });
    await expect(addReview({ ...REVIEW, reviewValue: 6 })).rejects.toMatchObject({
      status: 400,
      message: 'Rating must be a whole number from 1 to 5',
    });
  });

  it('answers 404 for an unknown product, 403 for another user, 401 without a token', async () => {
    await expect(addReview(REVIEW)).rejects.toMatchObject({ status: 401, message: 'Unauthorised user!' });
    await signInAs('shopper');
    await expect(addReview({ ...REVIEW, productId: '64b0c0a1f1e2d3c4b5a6ffff' })).rejects.toMatchObject({
      status: 404,
      message: 'Product not found',
    });
    await expect(addReview({ ...REVIEW, userId: ADMIN_ID })).rejects.toMatchObject(REFUSED_FOR_ANOTHER_USER);
    await expect(
      sendAsAnotherClient(reviewRequests.add(ADMIN_ID), { ...REVIEW, userId: ADMIN_ID }),
    ).resolves.toEqual({ status: 403, message: 'You can only access your own account' });
  });
});

describe('a review list with one unreadable record', () => {
  it('shows the others and reports the one once', async () => {
    const { result, warnings } = await readWithUnreadableRecord(
      '/api/shop/review/p1',
      [
        { _id: 'r1', productId: 'p1', userName: 'Ayşe', reviewMessage: 'Good', reviewValue: '4', __v: 0 },
        { _id: 'r2', productId: 'p1', reviewValue: 'five' },
        { productId: 'p1', userName: 'Elif', reviewMessage: 'Fine' },
      ],
      () => getReviews('p1'),
    );
    expect(result.map((review) => review.userName)).toEqual(['Ayşe', 'Elif']);
    expect(result[0]?.reviewValue).toBe(4);
    expect(result[1]?.reviewValue).toBe(0);
    expect(warnings).toEqual([
      expect.stringContaining('GET /api/shop/review/p1: id r2, field "reviewValue"'),
    ]);
  });
});
