import { apiRequest, endpointOf, UPLOAD_TIMEOUT_MS } from '@/lib/backend/api-client';
import {
  productEditResponseSchema,
  productMutationResponseSchema,
  uploadImageResponseSchema,
  type ProductPayload,
} from '../schemas';
import type { ProductEditPayload } from '../lib/product-edit';
import { productListEnvelopeSchema, productSchema } from '@/features/catalog/schemas';
import { readRecordsInSlices } from '@/lib/backend/record-list';
import { messageResponseSchema } from '@/lib/backend/schema-helpers';
import { adminProductRequests } from './admin-product-requests';

export async function uploadProductImage(file: File) {
  const body = new FormData();
  body.append('my_file', file);
  const response = await apiRequest(adminProductRequests.uploadImage(), {
    body,
    schema: uploadImageResponseSchema,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return response.result.url;
}

export function addProduct(product: ProductPayload) {
  return apiRequest(adminProductRequests.add(), {
    json: product,
    schema: productMutationResponseSchema,
  });
}

export async function getAdminProducts() {
  const request = adminProductRequests.list();
  const response = await apiRequest(request, { schema: productListEnvelopeSchema });
  return readRecordsInSlices(endpointOf(request), productSchema, response.data);
}

export function editProduct(id: string, product: ProductEditPayload) {
  return apiRequest(adminProductRequests.edit(id), {
    json: product,
    schema: productEditResponseSchema,
  });
}

export function deleteProduct(id: string) {
  return apiRequest(adminProductRequests.remove(id), {
    schema: messageResponseSchema,
  });
}
