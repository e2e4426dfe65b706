import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { db, newId } from './db';
import { averageOf } from './handlers/reviews';
import { seedAccounts, seedOrders, DEMO_ADMIN, DEMO_SHOPPER } from './seed-accounts';
import { seedFeatureImages, seedProducts, seedReviews } from './seed-catalog';
import { CATEGORY_LIST } from '@/features/catalog/category-ids';
import { productSchema } from '@/features/catalog/schemas';
import { featureImageSchema } from '@/features/feature-images/schemas';
import { orderSchema } from '@/features/orders/schemas';

// A string, not new URL(): under jsdom the global URL is not the one node:url accepts.
const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const shipped = (path: string) => existsSync(`${PUBLIC_DIR}${path}`);

describe('seed catalog', () => {
  it('parses with the shop schemas', () => {
    for (const product of seedProducts) expect(productSchema.parse(product)).toEqual(product);
    for (const image of seedFeatureImages) expect(featureImageSchema.parse(image)).toEqual(image);
    for (const order of seedOrders) expect(() => orderSchema.parse(order)).not.toThrow();
  });

  it('has at least 4 products in each of the 11 categories, with unique ids', () => {
    const labels: string[] = CATEGORY_LIST.map((category) => category.label);
    for (const label of labels) {
      expect(seedProducts.filter((product) => product.category === label).length).toBeGreaterThanOrEqual(4);
    }
    expect(seedProducts.every((product) => labels.includes(product.category))).toBe(true);
    expect(new Set(seedProducts.map((product) => product._id)).size).toBe(seedProducts.length);
  });

  it('has the documented fixtures: out of stock, stock 2, several on sale below the price', () => {
    expect(seedProducts.find((product) => product._id === '64b0c0a1f1e2d3c4b5a6002d')).toMatchObject({
      title: 'Anzer Balı, 250 g',
      totalStock: 0,
    });
    expect(seedProducts.find((product) => product._id === '64b0c0a1f1e2d3c4b5a60003')).toMatchObject({
      title: 'Havuç Dilimi Baklava, 1 kg',
      totalStock: 2,
    });
    const onSale = seedProducts.filter((product) => product.salePrice > 0);
    expect(onSale.length).toBeGreaterThanOrEqual(5);
    expect(onSale.every((product) => product.salePrice < product.price)).toBe(true);
  });

  it('serves every image locally from public/', () => {
    for (const { image } of [...seedProducts, ...seedFeatureImages]) {
      expect(image).toMatch(/^\/images\//);
      expect(shipped(image), image).toBe(true);
    }
    expect(seedFeatureImages).toHaveLength(3);
  });

  it("computes each product's averageReview from its reviews", () => {
    for (const product of seedProducts) {
      const values = seedReviews
        .filter((review) => review.productId === product._id)
        .map((r) => r.reviewValue);
      expect(product.averageReview, product.title).toBe(averageOf(values));
    }
    expect(seedProducts.find((product) => product._id === '64b0c0a1f1e2d3c4b5a60001')?.averageReview).toBe(
      4.67,
    );
  });

  it('links reviews and orders to existing products and users', () => {
    const productIds = new Set(seedProducts.map((product) => product._id));
    const userIds = new Set(seedAccounts.map((user) => user._id));
    for (const review of seedReviews) {
      expect(productIds.has(review.productId)).toBe(true);
      expect(userIds.has(review.userId)).toBe(true);
      expect(review.reviewValue).toBeGreaterThanOrEqual(1);
      expect(review.reviewValue).toBeLessThanOrEqual(5);
    }
    for (const order of seedOrders) {
      expect(order.cartItems.length).toBeGreaterThan(0);
      for (const item of order.cartItems) expect(productIds.has(item.productId)).toBe(true);
    }
  });
});

describe('seed accounts', () => {
  it('has a verified admin and a verified shopper with the README credentials', () => {
    expect(seedAccounts.find((user) => user.email === DEMO_ADMIN.email)).toMatchObject({
      password: 'admin123',
      role: 'admin',
      verified: true,
    });
    expect(seedAccounts.find((user) => user.email === DEMO_SHOPPER.email)).toMatchObject({
      password: 'shopper123',
      role: 'user',
      verified: true,
    });
  });
});

describe('db', () => {
  it('resets to a fresh copy of the seed', () => {
    db.state.products[0]!.totalStock = -1;
    db.state.outbox.push({ to: 'a@b.co', subject: 's', code: '1', body: '', sentAt: '' });

    db.reset();

    expect(db.state.products[0]?.totalStock).toBe(seedProducts[0]?.totalStock);
    expect(db.state.outbox).toEqual([]);
    expect(seedProducts[0]?.totalStock).not.toBe(-1);
  });

  it('issues unique 24-hex-digit ids', () => {
    const ids = Array.from({ length: 200 }, () => newId());
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
