import { http } from 'msw';
import { CATEGORY_LIST } from '@/features/catalog/category-ids';
import { ORDER_STATUSES } from '@/features/orders/schemas';
import { db, newId } from '../db';
import type { ProductDocument } from '../documents';
import { publicOrder } from './orders';
import {
  fail,
  invalidData,
  notFound,
  numeric,
  ok,
  readJsonBody,
  requireAdmin,
  respondDelay,
  text,
} from './utils';
import { originalServer } from './server-manners';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

async function toDataUrl(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return `data:${file.type};base64,${btoa(binary)}`;
}

type ProductFields = Omit<ProductDocument, '_id'>;

const CATEGORY_LABELS: readonly string[] = CATEGORY_LIST.map((category) => category.label);

/**
 * Validates a product body like the backend would: required text, non-negative numbers. Our shape stores
 * the eleven labels only; the original backend stores whatever category text the admin form sent.
 */
function readProduct(body: Record<string, unknown>, base?: ProductDocument): ProductFields | string {
  const pick = <Key extends keyof ProductFields>(key: Key) => (key in body ? body[key] : base?.[key]);
  const title = text(pick('title'));
  const description = text(pick('description'));
  const category = text(pick('category'));
  const image = text(pick('image'));
  const price = numeric(pick('price'));
  const salePrice = numeric(pick('salePrice') ?? 0) ?? 0;
  const totalStock = numeric(pick('totalStock'));
  const averageReview = numeric(pick('averageReview') ?? 0) ?? 0;
  if (!title || !description || !category || !image)
    return 'Title, description, category and image are required';
  if (db.state.shape === 'ours' && !CATEGORY_LABELS.includes(category)) {
    return `Unknown category "${category}"`;
  }
  if (price === undefined || price < 0) return 'Price must be a number of 0 or more';
  if (salePrice < 0) return 'Sale price cannot be negative';
  if (totalStock === undefined || totalStock < 0 || !Number.isInteger(totalStock)) {
    return 'Total stock must be a whole number of 0 or more';
  }
  return { title, description, category, image, price, salePrice, totalStock, averageReview };
}

/** Mongoose's cast to a Number path: what the original backend stores for a value sent as JSON. */
function castNumber(value: unknown): number | null | undefined | Error {
  if (value === undefined || value === null || typeof value === 'number') return value;
  if (value === '') return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && Number.isFinite(Number(value))) return Number(value);
  return new Error(`Cast to Number failed for value "${String(value)}"`);
}

/** Mongoose's cast to a String path. */
function castString(value: unknown): string | null | undefined | Error {
  if (value === undefined || value === null || typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return new Error('Cast to String failed');
}

/**
 * The original backend's product edit, field by field: `sent || stored` by JavaScript truthiness, so a number
 * 0, an empty text, `false` or a field left out keeps the stored value, except the two prices, where `""` is
 * stored as 0. What gets through is cast as Mongoose casts it: the text "0" is stored as the number 0. It
 * checks nothing else (no required fields, no negative numbers). A value that cannot be cast fails the save.
 */
function editLikeOriginal(body: Record<string, unknown>, stored: ProductDocument): Error | undefined {
  const sentOr = (key: keyof ProductDocument) => body[key] || stored[key];
  const texts = {
    title: castString(sentOr('title')),
    description: castString(sentOr('description')),
    category: castString(sentOr('category')),
    brand: castString(sentOr('brand')),
    image: castString(sentOr('image')),
  };
  const numbers = {
    price: castNumber(body.price === '' ? 0 : sentOr('price')),
    salePrice: castNumber(body.salePrice === '' ? 0 : sentOr('salePrice')),
    totalStock: castNumber(sentOr('totalStock')),
    averageReview: castNumber(sentOr('averageReview')),
  };
  const values = { ...texts, ...numbers };
  const failed = Object.values(values).find((value) => value instanceof Error);
  if (failed) return failed;
  for (const [key, value] of Object.entries(values)) {
    // A path cast to null or left unset is not written: the store keeps its documents' types.
    if (value !== null && value !== undefined) Object.assign(stored, { [key]: value });
  }
  return undefined;
}

export const adminHandlers = [
  http.post('*/api/admin/products/upload-image', async ({ request }) => {
    await respondDelay();
    const guard = requireAdmin(request);
    if (guard.response) return guard.response;
    let file: FormDataEntryValue | null = null;
    try {
      file = (await request.formData()).get('my_file');
    } catch {
      return invalidData('Send the image as multipart form data in the field my_file');
    }
    // Not `instanceof File`: under Vitest's jsdom the parsed entry is Node's File, not the window's.
    if (file === null || typeof file === 'string') return invalidData('Send the image in the field my_file');
    if (!file.type.startsWith('image/')) return fail(415, 'Only image files can be uploaded');
    if (file.size > MAX_UPLOAD_BYTES) return fail(413, 'Images must be 5 MB or smaller');
    const url = await toDataUrl(file);
    return ok({ result: { url, public_id: newId(), bytes: file.size, format: file.type.split('/')[1] } });
  }),

  http.post('*/api/admin/products/add', async ({ request }) => {
    await respondDelay();
    const guard = requireAdmin(request);
    if (guard.response) return guard.response;
    const fields = readProduct(await readJsonBody(request));
    if (typeof fields === 'string') return invalidData(fields);
    const product: ProductDocument = db.stamp({ _id: newId(), ...fields });
    db.state.products.push(product);
    db.save();
    return ok({ data: product }, 201);
  }),

  http.get('*/api/admin/products/get', async ({ request }) => {
    await respondDelay();
    const guard = requireAdmin(request);
    if (guard.response) return guard.response;
    return ok({ data: db.state.products });
  }),

  http.put('*/api/admin/products/edit/:id', async ({ request, params }) => {
    await respondDelay();
    const guard = requireAdmin(request);
    if (guard.response) return guard.response;
    const product = db.state.products.find((candidate) => candidate._id === params.id);
    if (!product) return notFound('Product');
    const body = await readJsonBody(request);
    if (db.state.shape === 'original') {
      if (editLikeOriginal(body, product)) return fail(500, 'Error occured');
      db.touch(product);
      db.save();
      return ok({ data: product });
    }
    const fields = readProduct(body, product);
    if (typeof fields === 'string') return invalidData(fields);
    // The average comes from reviews, not from the form.
    Object.assign(product, { ...fields, averageReview: product.averageReview });
    db.touch(product);
    db.save();
    return ok({ data: product });
  }),

  http.delete('*/api/admin/products/delete/:id', async ({ request, params }) => {
    await respondDelay();
    const guard = requireAdmin(request);
    if (guard.response) return guard.response;
    const product = db.state.products.find((candidate) => candidate._id === params.id);
    if (!product) return notFound('Product');
    db.state.products = db.state.products.filter((candidate) => candidate._id !== product._id);
    db.save();
    return ok({ message: 'Product delete successfully' });
  }),

  http.get('*/api/admin/orders/get', async ({ request }) => {
    await respondDelay();
    const guard = requireAdmin(request);
    if (guard.response) return guard.response;
    const orders = [...db.state.orders].sort((a, b) => b.orderDate.localeCompare(a.orderDate));
    if (orders.length === 0 && db.state.shape === 'original') return fail(404, 'No orders found!');
    return ok({ data: orders.map(publicOrder) });
  }),

  http.get('*/api/admin/orders/details/:id', async ({ request, params }) => {
    await respondDelay();
    const guard = requireAdmin(request);
    if (guard.response) return guard.response;
    const order = db.state.orders.find((candidate) => candidate._id === params.id);
    return order ? ok({ data: publicOrder(order) }) : notFound('Order');
  }),

  http.put('*/api/admin/orders/update/:id', async ({ request, params }) => {
    await respondDelay();
    const guard = requireAdmin(request);
    if (guard.response) return guard.response;
    const orderStatus = text((await readJsonBody(request)).orderStatus);
    if (![...ORDER_STATUSES, 'confirmed'].includes(orderStatus)) {
      return invalidData(`Unknown order status "${orderStatus}"`);
    }
    const order = db.state.orders.find((candidate) => candidate._id === params.id);
    if (!order) return notFound('Order');
    order.orderStatus = orderStatus;
    // The original server writes the status alone: the order keeps the update date it was created with.
    if (!originalServer()) order.orderUpdateDate = new Date().toISOString();
    db.touch(order);
    db.save();
    return ok({ message: 'Order status is updated successfully!' });
  }),
];
