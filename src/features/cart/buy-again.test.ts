import { describe, expect, it } from 'vitest';
import { testProduct } from '@/testing/products';
import type { Product } from '@/features/catalog/schemas';
import {
  addedOutcome,
  planBuyAgain,
  productsInCart,
  type BuyAgainOutcome,
  type ProductToday,
} from './buy-again';
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

  it('reads a line with a quantity below one as one item, and a fractional quantity as whole items', () => {
    const plans = planBuyAgain(
      [line('a', 'Coffee', 0), line('b', 'Tea', 0.5), line('c', 'Honey', -2), line('d', 'Lokum', 2.7)],
      new Map([
        found(product('a', 'Coffee', 9)),
        found(product('b', 'Tea', 9)),
        found(product('c', 'Honey', 9)),
        found(product('d', 'Lokum', 9)),
      ]),
      EMPTY,
    );
    expect(plans).toMatchObject([
      { kind: 'add', quantity: 1, ordered: 1 },
      { kind: 'add', quantity: 1, ordered: 1 },
      { kind: 'add', quantity: 1, ordered: 1 },
      { kind: 'add', quantity: 2, ordered: 2 },
    ]);
  });

  it('names a product it cannot add by today’s title, or by the order’s when today’s product has none', () => {
    const cart: Cart = {
      items: [{ productId: 'in-cart', title: 'Lokum', image: '', price: 10, salePrice: 0, quantity: 2 }],
    };
    const plans = planBuyAgain(
      [
        line('sold-out', 'Old honey name', 1),
        line('no-price', 'Old sumac name', 1),
        line('in-cart', 'Old lokum name', 1),
        line('untitled', 'Kimyon', 1),
      ],
      new Map([
        found(product('sold-out', 'Anzer Balı', 0)),
        found(product('no-price', 'Sumak', 5, 0)),
        found(product('in-cart', 'Lokum', 2)),
        found(product('untitled', '', 0)),
      ]),
      cart,
    );
    expect(plans).toEqual([
      { kind: 'outOfStock', title: 'Anzer Balı' },
      { kind: 'notForSale', title: 'Sumak' },
      { kind: 'alreadyInCart', title: 'Lokum', inCart: 2 },
      { kind: 'outOfStock', title: 'Kimyon' },
    ]);
  });
});

describe('addedOutcome', () => {
  it('says the product was added, not capped, when the whole quantity ordered went in', () => {
    const [plan] = planBuyAgain([line('a', 'Coffee', 3)], new Map([found(product('a', 'Coffee', 3))]), EMPTY);
    if (plan?.kind !== 'add') throw new Error('expected an add');
    expect(addedOutcome(plan)).toEqual({ kind: 'added', title: 'Coffee', quantity: 3 });
  });
});

describe('productsInCart', () => {
  it('counts the products added, capped or already in the cart, and no other outcome', () => {
    const notInCart: BuyAgainOutcome[] = [
      { kind: 'outOfStock', title: 'Anzer Balı' },
      { kind: 'gone', title: 'Old product' },
      { kind: 'notForSale', title: 'Sumak' },
      { kind: 'unreadable', title: 'Kimyon' },
      { kind: 'failed', title: 'Pul biber' },
      { kind: 'unconfirmed', title: 'Tahin' },
    ];
    expect(productsInCart(notInCart)).toBe(0);
    expect(productsInCart([...notInCart, { kind: 'added', title: 'Coffee', quantity: 2 }])).toBe(1);
    expect(
      productsInCart([...notInCart, { kind: 'capped', title: 'Baklava', quantity: 1, ordered: 3 }]),
    ).toBe(1);
    expect(productsInCart([...notInCart, { kind: 'alreadyInCart', title: 'Lokum', inCart: 4 }])).toBe(1);
    expect(
      productsInCart([
        { kind: 'added', title: 'Coffee', quantity: 2 },
        { kind: 'capped', title: 'Baklava', quantity: 1, ordered: 3 },
        { kind: 'alreadyInCart', title: 'Lokum', inCart: 4 },
        ...notInCart,
      ]),
    ).toBe(3);
  });
});
