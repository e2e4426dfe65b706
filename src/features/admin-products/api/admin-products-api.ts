import { apiRequest, UPLOAD_TIMEOUT_MS } from '@/lib/api-client';
import {
  adminProductListResponseSchema,
  productEditResponseSchema,
  productMutationResponseSchema,
  uploadImageResponseSchema,
  type ProductPayload,
} from '../schemas';
import type { ProductEditPayload } from '../lib/product-edit';
import { messageResponseSchema } from '@/lib/schema-helpers';

export async function uploadProductImage(file: File) {
  const body = new FormData();
  body.append('my_file', file);
  const response = await apiRequest('/api/admin/products/upload-image', {
    method: 'post',
    body,
    schema: uploadImageResponseSchema,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return response.result.url;
}

export function addProduct(product: ProductPayload) {
  return apiRequest('/api/admin/products/add', {
    method: 'post',
    json: product,
    schema: productMutationResponseSchema,
  });
}

export async function getAdminProducts() {
  const response = await apiRequest('/api/admin/products/get', { schema: adminProductListResponseSchema });
  return response.data;
}

export function editProduct(id: string, product: ProductEditPayload) {
  return apiRequest(`/api/admin/products/edit/${encodeURIComponent(id)}`, {
    method: 'put',
    json: product,
    schema: productEditResponseSchema,
  });
}

export function deleteProduct(id: string) {
  return apiRequest(`/api/admin/products/delete/${encodeURIComponent(id)}`, {
    method: 'delete',
    schema: messageResponseSchema,
  });
}
