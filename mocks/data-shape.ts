import { SPELLING_STYLES } from '@/features/catalog/category-spellings';
import { knownCategory } from '@/features/catalog/category-ids';
import type { Product } from '@/features/catalog/schemas';
import type { MockOrder } from './documents';
import { db } from './db';
import type { DataShape, MockState } from './documents';

/**
 * The mock backend stores its documents in one of two shapes:
 *
 * - `ours`: what this client was written against: category labels ("Turkish delight"), every field present,
 *   numbers as numbers, an empty cart or order list answered as an empty list.
 * - `original`: how the original Express + MongoDB backend of the contract stores and answers them, so the
 *   client is tried against data that disagrees with it: category ids spelled `turkishDelight`, `__v`,
 *   `createdAt`/`updatedAt` and a `brand` on documents, order line prices as text ("19.9"), an order whose
 *   `cartId` is "", `salePrice` and `averageReview` missing on some products, 404 "No orders found!" and
 *   "Cart not found!" for empty lists, an add-to-cart answer with the cart's unpopulated lines, and a product
 *   edit that writes each field as `sent || stored` (handlers/admin.ts).
 *
 * Switch with `?mock-shape=original` (kept until `?mock-shape=ours`), or `localStorage["mock-shape"]`.
 *
 * This module sits above the store (db.ts), which holds the seed in our shape: seed → store → shape → handlers.
 */
export type { DataShape };
export const DATA_SHAPES: readonly DataShape[] = ['ours', 'original'];
export const SHAPE_STORAGE_KEY = 'mock-shape';

/** How the original backend spells a category: the admin form's option id, here in camel case. */
export function originalCategorySpelling(category: string) {
  const known = knownCategory(category);
  return known ? SPELLING_STYLES.camel(known) : category;
}

const SEED_TIME = Date.parse('2026-09-01T08:00:00.000Z');
const stampAt = (offsetMinutes: number) => {
  const time = new Date(SEED_TIME + offsetMinutes * 60_000).toISOString();
  return { __v: 0, createdAt: time, updatedAt: time };
};

/** The seed, rewritten the way the original backend would have stored it. */
function toOriginalShape(state: MockState): MockState {
  return {
    ...state,
    shape: 'original',
    products: state.products.map((product, index) => {
      const { salePrice, averageReview, ...rest } = product;
      return {
        ...rest,
        category: originalCategorySpelling(product.category),
        brand: 'Lokum & Co.',
        ...stampAt(index),
        // Old records written before the field existed: no sale means no salePrice at all.
        ...(salePrice || index % 3 !== 0 ? { salePrice } : {}),
        ...(averageReview || index % 2 !== 0 ? { averageReview } : {}),
      };
    }),
    orders: state.orders.map((order, index) => ({
      ...order,
      // The original stores cartId as a plain String; the seed's delivered order has an empty one.
      cartId: index === 0 ? '' : order.cartId,
      cartItems: order.cartItems.map((item, line) => ({
        ...item,
        _id: `${order._id.slice(0, 20)}${String(line).padStart(4, '0')}`,
        price: String(item.price),
      })),
      __v: 0,
    })),
    carts: state.carts.map((cart, index) => ({ ...cart, ...stampAt(index) })),
    addresses: state.addresses.map((address, index) => ({ ...address, ...stampAt(index) })),
    reviews: state.reviews.map((review, index) => ({ ...review, ...stampAt(index) })),
    featureImages: state.featureImages.map((feature, index) => ({ ...feature, ...stampAt(index) })),
  };
}

/** Back to the seed, spelled in the given data shape: between tests, and from ?mock-reset. */
export function resetToSeed(shape: DataShape = 'ours') {
  db.reset();
  if (shape === 'original') db.replace(toOriginalShape(db.state));
}

/** Replaces the catalog (the 5,000-product scale switch), spelled in the store's shape. */
export function replaceProducts(products: Product[]) {
  const { state } = db;
  state.products =
    state.shape === 'original'
      ? toOriginalShape({
          ...state,
          products,
          orders: [],
          carts: [],
          addresses: [],
          reviews: [],
          featureImages: [],
        }).products
      : products;
}

/** Replaces the orders (the 3,000-order scale switch), spelled in the store's shape. */
export function replaceOrders(orders: MockOrder[]) {
  const { state } = db;
  state.orders =
    state.shape === 'original'
      ? toOriginalShape({
          ...state,
          products: [],
          orders,
          carts: [],
          addresses: [],
          reviews: [],
          featureImages: [],
        }).orders
      : orders;
}
