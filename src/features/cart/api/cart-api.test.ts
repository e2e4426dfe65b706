import { describe, expect, it } from 'vitest';
import { ADMIN_ID, SHOPPER_ID } from '@mocks/seed-accounts';
import { addToCart, deleteCartItem, getCart, updateCartQuantity } from './cart-api';
import { signInAs } from '@/testing/session';
import { readWithUnreadableRecord } from '@/testing/unreadable-record';
import { REFUSED_FOR_ANOTHER_USER, sendAsAnotherClient } from '@/testing/another-client';
import { cartRequests } from './cart-requests';

const ANTEP = '64b0c0a1f1e2d3c4b5a60001';
const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';
const UNKNOWN_PRODUCT = '64b0c0a1f1e2d3c4b5a6ffff';

describe('POST /api/shop/cart/add', () => {
  it('adds a line and increments an existing one', async () => {
    await signInAs('shopper');

    await addToCart({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 1 });
    await addToCart({ userId: SHOPPER_ID, productId: ANTEP, quantity: 1 });
    const cart = await addToCart({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 2 });

    expect(cart.items).toEqual([
      { productId: CEVIZLI, quantity: 3 },
      { productId: ANTEP, quantity: 1 },
    ]);
    expect(cart._id).toEqual(expect.any(String));
  });

  it('answers 401 without a token', async () => {
    await expect(addToCart({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 1 })).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised user!',
    });
  });

  it('checks the token before the body, as auth middleware would', async () => {
    await expect(addToCart({ userId: '', productId: '', quantity: 0 })).rejects.toMatchObject({
      status: 401,
    });
    await expect(updateCartQuantity({ userId: '', productId: '', quantity: 0 })).rejects.toMatchObject({
      status: 401,
    });
  });

  it("answers 403 for another user's cart", async () => {
    await signInAs('shopper');
    const line = { userId: ADMIN_ID, productId: CEVIZLI, quantity: 1 };
    await expect(addToCart(line)).rejects.toMatchObject(REFUSED_FOR_ANOTHER_USER);
    await expect(sendAsAnotherClient(cartRequests.add(ADMIN_ID), line)).resolves.toEqual({
      status: 403,
      message: 'You can only access your own account',
    });
  });

  it('answers 404 for an unknown product and 400 for a bad quantity', async () => {
    await signInAs('shopper');
    await expect(
      addToCart({ userId: SHOPPER_ID, productId: UNKNOWN_PRODUCT, quantity: 1 }),
    ).rejects.toMatchObject({ status: 404, message: 'Product not found' });
    await expect(addToCart({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 0 })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid data provided!',
    });
    await expect(addToCart({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 1.5 })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('GET /api/shop/cart/get/:userId', () => {
  it('answers an empty cart before anything was added', async () => {
    await signInAs('shopper');
    await expect(getCart(SHOPPER_ID)).resolves.toMatchObject({ items: [] });
  });

  it('answers lines with productId, title, image, price, salePrice and quantity', async () => {
    await signInAs('shopper');
    await addToCart({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 2 });

    const cart = await getCart(SHOPPER_ID);

    expect(cart.userId).toBe(SHOPPER_ID);
    expect(cart.items).toEqual([
      {
        productId: CEVIZLI,
        title: 'Cevizli Baklava, 500 g',
        image: '/images/products/cevizli-baklava.svg',
        price: 18.99,
        salePrice: 15.99,
        quantity: 2,
      },
    ]);
  });

  it('answers 401 without a token and 403 for another user', async () => {
    await expect(getCart(SHOPPER_ID)).rejects.toMatchObject({ status: 401, message: 'Unauthorised user!' });
    await signInAs('shopper');
    await expect(getCart(ADMIN_ID)).rejects.toMatchObject(REFUSED_FOR_ANOTHER_USER);
    await expect(sendAsAnotherClient(cartRequests.get(ADMIN_ID))).resolves.toEqual({
      status: 403,
      message: 'You can only access your own account',
    });
  });
});

describe('PUT /api/shop/cart/update-cart', () => {
  it('sets the quantity of a line and answers the populated cart', async () => {
    await signInAs('shopper');
    await addToCart({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 1 });

    const cart = await updateCartQuantity({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 5 });

    expect(cart.items).toEqual([
      expect.objectContaining({ productId: CEVIZLI, title: 'Cevizli Baklava, 500 g', quantity: 5 }),
    ]);
    await expect(getCart(SHOPPER_ID)).resolves.toMatchObject({
      items: [{ productId: CEVIZLI, quantity: 5 }],
    });
  });

  it('answers 404 for a product not in the cart, 400 for a bad quantity, 401 without a token', async () => {
    await signInAs('shopper');
    await addToCart({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 1 });

    await expect(
      updateCartQuantity({ userId: SHOPPER_ID, productId: ANTEP, quantity: 2 }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Cart item not present !',
    });
    await expect(
      updateCartQuantity({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: -1 }),
    ).rejects.toMatchObject({ status: 400, message: 'Invalid data provided!' });
    const change = { userId: ADMIN_ID, productId: CEVIZLI, quantity: 2 };
    await expect(updateCartQuantity(change)).rejects.toMatchObject(REFUSED_FOR_ANOTHER_USER);
    await expect(sendAsAnotherClient(cartRequests.update(ADMIN_ID), change)).resolves.toMatchObject({
      status: 403,
    });
  });

  it('answers 401 without a token', async () => {
    await expect(
      updateCartQuantity({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 2 }),
    ).rejects.toMatchObject({ status: 401, message: 'Unauthorised user!' });
  });
});

describe('DELETE /api/shop/cart/:userId/:productId', () => {
  it('removes the line and answers the remaining cart', async () => {
    await signInAs('shopper');
    await addToCart({ userId: SHOPPER_ID, productId: CEVIZLI, quantity: 1 });
    await addToCart({ userId: SHOPPER_ID, productId: ANTEP, quantity: 1 });

    const cart = await deleteCartItem(SHOPPER_ID, CEVIZLI);

    expect(cart.items.map((item) => item.productId)).toEqual([ANTEP]);
    expect(cart.items[0]).toMatchObject({
      title: 'Antep Fıstıklı Baklava, 500 g',
      price: 24.99,
      salePrice: 0,
    });
  });

  it('answers 404 for a product not in the cart, 401 without a token, 403 for another user', async () => {
    await signInAs('shopper');
    await expect(deleteCartItem(SHOPPER_ID, ANTEP)).rejects.toMatchObject({
      status: 404,
      message: 'Cart item not present !',
    });
    await expect(deleteCartItem(ADMIN_ID, ANTEP)).rejects.toMatchObject(REFUSED_FOR_ANOTHER_USER);
    await expect(sendAsAnotherClient(cartRequests.remove(ADMIN_ID, ANTEP))).resolves.toMatchObject({
      status: 403,
    });
  });

  it('answers 401 without a token', async () => {
    await expect(deleteCartItem(SHOPPER_ID, ANTEP)).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised user!',
    });
  });
});

describe('a cart with one unreadable line', () => {
  it('shows the other lines and reports the one once', async () => {
    const { result, warnings } = await readWithUnreadableRecord(
      `/api/shop/cart/get/${SHOPPER_ID}`,
      {
        _id: 'c1',
        userId: SHOPPER_ID,
        __v: 3,
        items: [
          { productId: 'p1', title: 'Lokum', image: '', price: '9.5', salePrice: null, quantity: 2 },
          { productId: 'p2', title: 'Broken', price: 4, quantity: 'lots' },
        ],
      },
      () => getCart(SHOPPER_ID),
    );
    expect(result.items).toEqual([
      { productId: 'p1', title: 'Lokum', image: '', price: 9.5, salePrice: 0, quantity: 2 },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`GET /api/shop/cart/get/${SHOPPER_ID}`);
    expect(warnings[0]).toMatch(/id p2, field "quantity"/);
  });
});
