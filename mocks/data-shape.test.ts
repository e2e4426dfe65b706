import { beforeEach, describe, expect, it } from 'vitest';
import { addProduct, editProduct, getAdminProducts } from '@/features/admin-products/api/admin-products-api';
import { makeProductFormSchema, toProductPayload } from '@/features/admin-products/schemas';
import { keptValues, toProductEditPayload } from '@/features/admin-products/lib/product-edit';
import { getAllOrders } from '@/features/admin-orders/api/admin-orders-api';
import { addToCart, getCart } from '@/features/cart/api/cart-api';
import { getShopProducts } from '@/features/catalog/api/products-api';
import { knownCategory } from '@/features/catalog/category-ids';
import { getOrdersByUser } from '@/features/orders/api/orders-api';
import { useAuthStore } from '@/stores/auth-store';
import { signInAs } from '@/testing/session';
import { originalCategorySpelling, resetToSeed } from './data-shape';
import { db } from './db';
import { SHOPPER_ID } from './seed-accounts';
import { seedProducts } from './seed-catalog';

const LOKUM_COUNT = seedProducts.filter((product) => product.category === 'Turkish delight').length;

async function raw(path: string, init: RequestInit = {}) {
  const token = useAuthStore.getState().token;
  const response = await fetch(`${location.origin}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the mock backend in the original backend's data shape", () => {
  beforeEach(() => resetToSeed('original'));

  it('stores categories as ids and documents with __v and timestamps; some lack salePrice or averageReview', async () => {
    const { body } = await raw('/api/shop/products/get');
    const products = body.data as Record<string, unknown>[];
    expect(products).toHaveLength(seedProducts.length);
    expect(new Set(products.map((product) => product.category))).toContain('turkishDelight');
    expect(
      products.every((product) => product.category === originalCategorySpelling(String(product.category))),
    ).toBe(true);
    expect(products.every((product) => product.__v === 0 && typeof product.createdAt === 'string')).toBe(
      true,
    );
    expect(products.some((product) => !('salePrice' in product))).toBe(true);
    expect(products.some((product) => !('averageReview' in product))).toBe(true);
  });

  it('matches a category filter exactly, and the client still finds the category by its id', async () => {
    const byLabel = await raw('/api/shop/products/get?category=Turkish%20delight');
    expect(byLabel.body.data).toEqual([]);

    const lokum = await getShopProducts({ category: ['turkish-delight'] }, 'price-lowtohigh');

    expect(lokum).toHaveLength(LOKUM_COUNT);
    expect(lokum.every((product) => knownCategory(product.category)?.id === 'turkish-delight')).toBe(true);
  });

  it('answers orders with cartId "" and line prices as text, which the client reads', async () => {
    await signInAs('shopper');
    const { body } = await raw(`/api/shop/order/list/${SHOPPER_ID}`);
    const [stored] = body.data as { cartId: unknown; cartItems: { price: unknown }[] }[];
    expect(stored?.cartId).toBe('');
    expect(typeof stored?.cartItems[0]?.price).toBe('string');

    const [order] = await getOrdersByUser(SHOPPER_ID);

    expect(order?.cartId).toBeUndefined();
    expect(typeof order?.cartItems[0]?.price).toBe('number');
  });

  it('answers an empty order list with 404 "No orders found!", which the client shows as no orders', async () => {
    await signInAs('admin');
    db.state.orders = [];
    expect(await raw('/api/admin/orders/get')).toMatchObject({
      status: 404,
      body: { success: false, message: 'No orders found!' },
    });
    await expect(getAllOrders()).resolves.toEqual([]);
  });

  it('has no cart before the first add (404 "Cart not found!"), and answers the add unpopulated', async () => {
    await signInAs('shopper');
    expect(await raw(`/api/shop/cart/get/${SHOPPER_ID}`)).toMatchObject({
      status: 404,
      body: { message: 'Cart not found!' },
    });
    await expect(getCart(SHOPPER_ID)).resolves.toEqual({ items: [] });
    const productId = seedProducts[0]?._id ?? '';

    const added = await raw('/api/shop/cart/add', {
      method: 'POST',
      body: JSON.stringify({ userId: SHOPPER_ID, productId, quantity: 1 }),
    });

    expect(Object.keys((added.body.data as { items: object[] }).items[0] ?? {}).sort()).toEqual([
      '_id',
      'productId',
      'quantity',
    ]);
    await addToCart({ userId: SHOPPER_ID, productId, quantity: 1 });
    await expect(getCart(SHOPPER_ID)).resolves.toMatchObject({ items: [{ productId, quantity: 2 }] });
  });

  it("keeps a product's stored category when the admin edits its title, and spells new products like the rest", async () => {
    await signInAs('admin');
    const products = await getAdminProducts();
    const lokum = products.find((product) => knownCategory(product.category)?.id === 'turkish-delight');
    if (!lokum) throw new Error('the seed has Turkish delight');
    const stored = products.map((product) => product.category);
    const form = makeProductFormSchema().parse({
      ...lokum,
      category: 'turkish-delight',
      title: `${lokum.title} (new recipe)`,
      salePrice: undefined,
    });

    await editProduct(lokum._id, toProductEditPayload(form, { editing: lokum, storedCategories: stored }));
    await addProduct(toProductPayload({ ...form, category: 'coffee' }, { storedCategories: stored }));

    const edited = db.state.products.find((product) => product._id === lokum._id);
    expect(edited).toMatchObject({ title: `${lokum.title} (new recipe)`, category: 'turkishDelight' });
    expect(db.state.products.at(-1)).toMatchObject({ category: 'coffee', __v: 0 });
  });
});

describe("the original backend's product edit: each field `sent || stored`, '' → 0 for the prices", () => {
  beforeEach(() => resetToSeed('original'));
  const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';
  const stored = () => db.state.products.find((product) => product._id === CEVIZLI);
  const edit = (body: Record<string, unknown>) =>
    raw(`/api/admin/products/edit/${CEVIZLI}`, { method: 'PUT', body: JSON.stringify(body) });

  it('keeps the stored value for a number 0, an empty text and a field left out, as that controller does', async () => {
    await signInAs('admin');
    const before = { ...stored() };

    const { status, body } = await edit({ totalStock: 0, salePrice: 0, description: '', averageReview: 0 });

    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      totalStock: 48,
      salePrice: 15.99,
      description: before.description,
      averageReview: before.averageReview,
      image: before.image,
      brand: 'Lokum & Co.',
    });
  });

  it('stores the text "0" as 0 and ends a sale sent as "", like the original client sends its form', async () => {
    await signInAs('admin');

    const { body } = await edit({ totalStock: '0', salePrice: '', price: '21.5', title: 'Cevizli, 750 g' });

    expect(body.data).toMatchObject({ totalStock: 0, salePrice: 0, price: 21.5, title: 'Cevizli, 750 g' });
    expect(stored()).toMatchObject({ totalStock: 0, salePrice: 0, price: 21.5 });
  });

  it("answers 500 'Error occured' for a value Mongoose cannot cast, and changes nothing", async () => {
    await signInAs('admin');
    expect(await edit({ totalStock: 'many', title: 'Renamed' })).toMatchObject({
      status: 500,
      body: { success: false, message: 'Error occured' },
    });
    expect(stored()).toMatchObject({ totalStock: 48, title: 'Cevizli Baklava, 500 g' });
  });

  it("the admin form's edit stores a zero stock and an ended sale, and the answer shows nothing kept", async () => {
    await signInAs('admin');
    const products = await getAdminProducts();
    const cevizli = products.find((product) => product._id === CEVIZLI);
    if (!cevizli) throw new Error('the seed has Cevizli Baklava');
    const form = makeProductFormSchema(cevizli.category, { editing: true }).parse({
      ...cevizli,
      category: 'baklava',
      salePrice: undefined,
      totalStock: 0,
    });
    const sent = toProductEditPayload(form, { editing: cevizli, storedCategories: [] });

    const response = await editProduct(CEVIZLI, sent);

    expect(keptValues(sent, response.data)).toEqual([]);
    expect(stored()).toMatchObject({ totalStock: 0, salePrice: 0, category: 'baklava' });
  });
});

describe('the mock backend in our data shape', () => {
  it('stores labels and creates an empty cart on first read', async () => {
    await signInAs('shopper');
    const { body } = await raw('/api/shop/products/get?category=Turkish%20delight');
    expect(body.data).toHaveLength(LOKUM_COUNT);
    expect(await raw(`/api/shop/cart/get/${SHOPPER_ID}`)).toMatchObject({
      status: 200,
      body: { data: { items: [] } },
    });
  });
});
