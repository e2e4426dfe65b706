import { describe, expect, it } from 'vitest';
import { testProduct } from '@/testing/products';
import type { Product } from '@/features/catalog/schemas';
import { addedOutcome, planBuyAgain, productsInCart, type ProductToday } from './buy-again';
import type { OrderItem } from './order-line-schema';
import type { Cart } from './schemas';

const product = (id: string, title: string, totalStock: number, price = 10): Product =>
  testProduct({ _id: id, title, category: 'Coffee', price, totalStock });
const line = (productId: string | undefined, title: string, quantity?: number): OrderItem => ({
  productId,
  title,
  image: '',
  price: 10,
  quantity,
});
const found = (item: Product): [string, ProductToday] => [item._id, { kind: 'found', product: item }];
const EMPTY: Cart = { items: [] };

describe('planBuyAgain', () => {
  it('adds every product at the quantity ordered when the stock allows, with today’s title', () => {
    const plans = planBuyAgain(
      [line('a', 'Old coffee name', 2), line('b', 'Tea', 1)],
      new Map([found(product('a', 'Coffee', 10)), found(product('b', 'Tea', 5))]),
      EMPTY,
    );
    expect(plans).toMatchObject([
      { kind: 'add', quantity: 2, ordered: 2, product: { title: 'Coffee' } },
      { kind: 'add', quantity: 1, ordered: 1 },
    ]);
  });

  it('caps by the stock less what the cart already holds, and says when the cart holds it all', () => {
    const cart: Cart = {
      items: [
        { productId: 'a', title: 'Baklava', image: '', price: 10, salePrice: 0, quantity: 1 },
        { productId: 'b', title: 'Lokum', image: '', price: 10, salePrice: 0, quantity: 4 },
      ],
    };
    const plans = planBuyAgain(
      [line('a', 'Baklava', 3), line('b', 'Lokum', 2)],
      new Map([found(product('a', 'Baklava', 2)), found(product('b', 'Lokum', 4))]),
      cart,
    );
    expect(plans).toEqual([
      expect.objectContaining({ kind: 'add', quantity: 1, ordered: 3 }),
      { kind: 'alreadyInCart', title: 'Lokum', inCart: 4 },
    ]);
    const [capped] = plans;
    if (capped?.kind !== 'add') throw new Error('expected an add');
    expect(addedOutcome(capped)).toEqual({ kind: 'capped', title: 'Baklava', quantity: 1, ordered: 3 });
  });

  it('names out of stock, removed, price-less and unreadable products instead of adding them', () => {
    const plans = planBuyAgain(
      [
        line('sold-out', 'Anzer Balı', 1),
        line('removed', 'Old product', 1),
        line('no-price', 'Sumak', 1),
        line('unreadable', 'Kimyon', 1),
        line(undefined, 'A line without a product', 1),
      ],
      new Map<string, ProductToday>([
        found(product('sold-out', 'Anzer Balı', 0)),
        ['removed', { kind: 'missing' }],
        found(product('no-price', 'Sumak', 5, 0)),
        ['unreadable', { kind: 'unreadable' }],
      ]),
      EMPTY,
    );
    expect(plans).toEqual([
      { kind: 'outOfStock', title: 'Anzer Balı' },
      { kind: 'gone', title: 'Old product' },
      { kind: 'notForSale', title: 'Sumak' },
      { kind: 'unreadable', title: 'Kimyon' },
      { kind: 'gone', title: 'A line without a product' },
    ]);
    expect(productsInCart(plans.filter((plan) => plan.kind !== 'add'))).toBe(0);
  });

  it('sums two lines of one product, and reads a line without a quantity as one', () => {
    const plans = planBuyAgain(
      [line('a', 'Coffee', 2), line('a', 'Coffee', 3), line('b', 'Tea')],
      new Map([found(product('a', 'Coffee', 4)), found(product('b', 'Tea', 9))]),
      EMPTY,
    );
    expect(plans).toMatchObject([
      { kind: 'add', quantity: 4, ordered: 5 },
      { kind: 'add', quantity: 1, ordered: 1 },
    ]);
  });
});
