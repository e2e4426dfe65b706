import { http } from 'msw';
import { CATEGORY_LIST } from '@/features/catalog/categories';
import { ORDER_STATUSES } from '@/features/orders/schemas';
import { db, newId, type ProductDocument } from '../db';
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
    const fields = readProduct(await readJsonBody(request), product);
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
