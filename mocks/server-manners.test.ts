import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login, requestReset } from '@/features/auth/api/auth-api';
import { addToCart, deleteCartItem, getCart } from '@/features/cart/api/cart-api';
import { getShopProduct, getShopProducts } from '@/features/catalog/api/products-api';
import { searchProducts } from '@/features/catalog/api/search-api';
import { offersService } from '@/lib/backend/backend-traits';
import { sessionToSend } from '@/lib/session/session-watch';
import { useAuthStore } from '@/stores/auth-store';
import { checkSessionOnce, resetSessionCheck } from '@/app/session';
import { resetToSeed } from './data-shape';
import { db } from './db';
import { clearSessionCookie, setServerManners } from './handlers/server-manners';
import { DEMO_SHOPPER, SHOPPER_ID } from './seed-accounts';

/** A request as any client may send it, with the cookie the browser holds (credentials included). */
async function raw(path: string, init: RequestInit = {}) {
  const response = await fetch(`${location.origin}${path}`, { credentials: 'include', ...init });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('Content-Type') ?? '', text };
}

describe("the mock backend with the original server's manners", () => {
  beforeEach(() => {
    setServerManners('original');
    resetToSeed('original');
  });
  afterEach(() => {
    setServerManners('contract');
    clearSessionCookie();
    resetSessionCheck();
  });

  it('signs in by cookie: the answer has no token, the shop keeps a cookie session, and its check passes', async () => {
    const answer = await login({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });
    expect(answer.token).toBeNull();
    useAuthStore.getState().loginSucceeded(answer.token, answer.user);
    expect(sessionToSend()).toMatchObject({ token: null });
    await checkSessionOnce();
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: true,
      user: { email: DEMO_SHOPPER.email },
    });

    // A Bearer header is ignored: only the cookie counts.
    clearSessionCookie();
    const check = await raw('/api/auth/check-auth', { headers: { Authorization: 'Bearer anything' } });
    expect(check.status).toBe(401);
  });

  it('answers the routes it lacks with an HTML 404, which the shop learns as a service not offered', async () => {
    const verify = await raw('/api/auth/verify', { method: 'POST' });
    expect(verify).toMatchObject({ status: 404, type: expect.stringContaining('text/html') });
    expect(verify.text).toContain('Cannot POST /api/auth/verify');

    expect(offersService('passwordReset')).toBe(true);
    await expect(requestReset({ email: DEMO_SHOPPER.email })).rejects.toMatchObject({
      kind: 'not-offered',
      status: 404,
      message: "This shop's server does not offer password reset.",
    });
    expect(offersService('passwordReset')).toBe(false);
  });

  it('compiles the search keyword: a pattern it cannot compile fails there, and the shop never sends one', async () => {
    expect((await raw(`/api/shop/search/${encodeURIComponent('lokum (500g')}`)).status).toBe(500);
    expect((await raw('/api/shop/search/findik')).text).toContain('"data":[]');

    const titles = async (keyword: string) => (await searchProducts(keyword)).map((product) => product.title);
    expect(await titles('lokum (500g')).toEqual(
      expect.arrayContaining(['Güllü Lokum, 500 g', 'Fındıklı Lokum, 500 g']),
    );
    expect(await titles('lokum (500g')).not.toContain('Narlı Lokum, 400 g');
    expect(await titles('findik')).toEqual(
      expect.arrayContaining(['Fındık Yağı, 1 L', 'Fındıklı Lokum, 500 g']),
    );
    expect(await titles('c++')).toBeInstanceOf(Array);
    expect(await titles('.')).toEqual([]);
  });

  it('goes down on a malformed product id, which the shop never sends once it knows the ids', async () => {
    expect(await raw('/api/shop/products/get/abc').catch((error: unknown) => error)).toBeInstanceOf(
      TypeError,
    );
    await getShopProducts({}, 'price-lowtohigh');
    await expect(getShopProduct('abc')).rejects.toMatchObject({ status: 404 });
  });
});

describe('the same search on a backend that matches plain text (the contract mock, folding)', () => {
  it('finds what the keyword means', async () => {
    const titles = async (keyword: string) => (await searchProducts(keyword)).map((product) => product.title);
    expect(await titles('lokum (500g')).toEqual(
      expect.arrayContaining(['Güllü Lokum, 500 g', 'Fındıklı Lokum, 500 g']),
    );
    expect(await titles('findik')).toEqual(
      expect.arrayContaining(['Fındık Yağı, 1 L', 'Fındıklı Lokum, 500 g']),
    );
    expect(await titles('baklava')).toContain('Cevizli Baklava, 500 g');
  });
});

describe('a cart line of a product deleted since, on the original server', () => {
  beforeEach(() => {
    setServerManners('original');
    resetToSeed('original');
  });
  afterEach(() => {
    setServerManners('contract');
    clearSessionCookie();
  });

  it('fails there until the cart is read again, which mends it: the shop reads it after every failed change', async () => {
    const answer = await login({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });
    useAuthStore.getState().loginSucceeded(answer.token, answer.user);
    const [kept, removed] = db.state.products;
    await addToCart({ userId: SHOPPER_ID, productId: kept?._id ?? '', quantity: 1 });
    await addToCart({ userId: SHOPPER_ID, productId: removed?._id ?? '', quantity: 1 });
    db.state.products = db.state.products.filter((product) => product._id !== removed?._id);

    await expect(deleteCartItem(SHOPPER_ID, kept?._id ?? '')).rejects.toMatchObject({ status: 500 });
    await expect(getCart(SHOPPER_ID)).resolves.toMatchObject({ items: [{ productId: kept?._id }] });
    await expect(deleteCartItem(SHOPPER_ID, kept?._id ?? '')).resolves.toMatchObject({ items: [] });
  });
});
