import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { MAX_UPLOAD_BYTES } from '@mocks/handlers/admin';
import { seedProducts } from '@mocks/seed-catalog';
import {
  addProduct,
  deleteProduct,
  editProduct,
  getAdminProducts,
  uploadProductImage,
} from './admin-products-api';
import { uploadImageResponseSchema, type ProductPayload } from '../schemas';
import type { ProductEditPayload } from '../lib/product-edit';
import { getShopProduct } from '@/features/catalog/api/products-api';
import { apiRequest } from '@/lib/backend/api-client';
import { signInAs } from '@/testing/session';
import { adminProductRequests } from './admin-product-requests';

const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';
const ANTEP = '64b0c0a1f1e2d3c4b5a60001';
const UNKNOWN_PRODUCT = '64b0c0a1f1e2d3c4b5a6ffff';

const PRODUCT: ProductPayload = {
  image: '/images/products/cam-bali.svg',
  title: 'Kestane Balı, 450 g',
  description: 'Dark, slightly bitter chestnut honey from the Black Sea coast.',
  category: 'Honey',
  price: 21.5,
  salePrice: 0,
  totalStock: 12,
  averageReview: 0,
};

/** What the admin form's edit sends: the fields it lets the admin change. */
const EDIT: ProductEditPayload = {
  title: PRODUCT.title,
  description: PRODUCT.description,
  category: PRODUCT.category,
  price: PRODUCT.price,
  salePrice: '',
  totalStock: PRODUCT.totalStock,
};

const svg = (bytes = 64) => new File(['<svg>'.padEnd(bytes, ' ')], 'photo.svg', { type: 'image/svg+xml' });

/**
 * Vitest's jsdom swaps in its own File, Blob and FormData, but fetch and Request stay Node's: on Node 24 a jsdom
 * File inside a jsdom FormData is sent with a wrong Content-Length and cannot be parsed back
 * (vitest-dev/vitest#9135). Uploads therefore run on Node's classes, as a browser has only one of each.
 */
async function useNodeFormData() {
  const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal('File', NodeFile);
  vi.stubGlobal('Blob', NodeBlob);
}

describe('POST /api/admin/products/upload-image', () => {
  beforeEach(useNodeFormData);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers result.url, a data URL that survives a reload of the stored catalog', async () => {
    await signInAs('admin');

    const url = await uploadProductImage(svg());

    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(url.split(',')[1] ?? '')).toMatch(/^<svg>/);
  });

  it('refuses a file that is not an image (415) or larger than 5 MB (413)', async () => {
    await signInAs('admin');
    await expect(
      uploadProductImage(new File(['hello'], 'notes.txt', { type: 'text/plain' })),
    ).rejects.toMatchObject({ status: 415, message: 'Only image files can be uploaded' });
    await expect(uploadProductImage(svg(MAX_UPLOAD_BYTES + 1))).rejects.toMatchObject({
      status: 413,
      message: 'Images must be 5 MB or smaller',
    });
  });

  it('answers 400 when the field my_file is missing', async () => {
    await signInAs('admin');
    const body = new FormData();
    body.append('file', svg());
    await expect(
      apiRequest(adminProductRequests.uploadImage(), {
        body,
        schema: uploadImageResponseSchema,
      }),
    ).rejects.toMatchObject({ status: 400, message: 'Send the image in the field my_file' });
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    await expect(uploadProductImage(svg())).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorised user!',
    });
    await signInAs('shopper');
    await expect(uploadProductImage(svg())).rejects.toMatchObject({
      status: 403,
      message: 'Access denied: this area is for admins only',
    });
  });
});

describe('POST /api/admin/products/add', () => {
  it('stores the product, which the shop then lists', async () => {
    await signInAs('admin');

    const response = await addProduct(PRODUCT);

    expect(response.success).toBe(true);
    expect(response.data).toEqual({ _id: expect.any(String) as string, ...PRODUCT });
    const id = response.data?._id ?? '';
    await expect(getShopProduct(id)).resolves.toMatchObject({ title: 'Kestane Balı, 450 g', totalStock: 12 });
  });

  it('answers 400 for a missing title, a negative price or a fractional stock', async () => {
    await signInAs('admin');
    await expect(addProduct({ ...PRODUCT, title: '' })).rejects.toMatchObject({
      status: 400,
      message: 'Title, description, category and image are required',
    });
    await expect(addProduct({ ...PRODUCT, price: -1 })).rejects.toMatchObject({
      status: 400,
      message: 'Price must be a number of 0 or more',
    });
    await expect(addProduct({ ...PRODUCT, totalStock: 1.5 })).rejects.toMatchObject({
      status: 400,
      message: 'Total stock must be a whole number of 0 or more',
    });
    expect(db.state.products).toHaveLength(seedProducts.length);
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    await expect(addProduct(PRODUCT)).rejects.toMatchObject({ status: 401 });
    await signInAs('shopper');
    await expect(addProduct(PRODUCT)).rejects.toMatchObject({ status: 403 });
  });
});

describe('GET /api/admin/products/get', () => {
  it('answers every product', async () => {
    await signInAs('admin');

    const products = await getAdminProducts();

    expect(products).toHaveLength(seedProducts.length);
    expect(products.find((product) => product._id === CEVIZLI)).toMatchObject({
      price: 18.99,
      salePrice: 15.99,
    });
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    await expect(getAdminProducts()).rejects.toMatchObject({ status: 401, message: 'Unauthorised user!' });
    await signInAs('shopper');
    await expect(getAdminProducts()).rejects.toMatchObject({
      status: 403,
      message: 'Access denied: this area is for admins only',
    });
  });
});

describe('PUT /api/admin/products/edit/:id', () => {
  it('updates the form fields, keeps the picture and the averageReview the reviews produced, and answers the product', async () => {
    await signInAs('admin');
    const before = await getShopProduct(ANTEP);

    const response = await editProduct(ANTEP, {
      ...EDIT,
      title: 'Antep Fıstıklı Baklava, 1 kg',
      category: 'Baklava',
      price: 45,
      totalStock: '0',
    });

    expect(response.data).toMatchObject({ _id: ANTEP, title: 'Antep Fıstıklı Baklava, 1 kg', price: 45 });
    await expect(getShopProduct(ANTEP)).resolves.toMatchObject({
      title: 'Antep Fıstıklı Baklava, 1 kg',
      image: before.image,
      price: 45,
      salePrice: 0,
      totalStock: 0,
      averageReview: before.averageReview,
    });
  });

  it('answers 404 for an unknown id and 400 for bad input', async () => {
    await signInAs('admin');
    await expect(editProduct(UNKNOWN_PRODUCT, EDIT)).rejects.toMatchObject({
      status: 404,
      message: 'Product not found',
    });
    await expect(editProduct(ANTEP, { ...EDIT, salePrice: -2 })).rejects.toMatchObject({
      status: 400,
      message: 'Sale price cannot be negative',
    });
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    await expect(editProduct(ANTEP, EDIT)).rejects.toMatchObject({ status: 401 });
    await signInAs('shopper');
    await expect(editProduct(ANTEP, EDIT)).rejects.toMatchObject({ status: 403 });
  });
});

describe('DELETE /api/admin/products/delete/:id', () => {
  it('removes the product from the shop', async () => {
    await signInAs('admin');

    await expect(deleteProduct(CEVIZLI)).resolves.toEqual({
      success: true,
      message: 'Product delete successfully',
    });

    await expect(getShopProduct(CEVIZLI)).rejects.toMatchObject({ status: 404 });
  });

  it('answers 404 for an unknown id', async () => {
    await signInAs('admin');
    await expect(deleteProduct(UNKNOWN_PRODUCT)).rejects.toMatchObject({
      status: 404,
      message: 'Product not found',
    });
  });

  it('answers 401 without a token and 403 for a shopper', async () => {
    await expect(deleteProduct(CEVIZLI)).rejects.toMatchObject({ status: 401 });
    await signInAs('shopper');
    await expect(deleteProduct(CEVIZLI)).rejects.toMatchObject({ status: 403 });
    expect(db.state.products.some((product) => product._id === CEVIZLI)).toBe(true);
  });
});
