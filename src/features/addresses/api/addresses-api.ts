import { apiRequest } from '@/lib/api-client';
import {
  addressListResponseSchema,
  addressResponseSchema,
  deleteAddressResponseSchema,
  type AddressForm,
} from '../schemas';

export async function getAddresses(userId: string) {
  const response = await apiRequest(`/api/shop/address/get/${encodeURIComponent(userId)}`, {
    schema: addressListResponseSchema,
  });
  return response.data;
}

export async function addAddress(userId: string, form: AddressForm) {
  const response = await apiRequest('/api/shop/address/add', {
    method: 'post',
    json: { ...form, userId },
    schema: addressResponseSchema,
  });
  return response.data;
}

export async function updateAddress(userId: string, addressId: string, form: AddressForm) {
  const response = await apiRequest(
    `/api/shop/address/update/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`,
    { method: 'put', json: form, schema: addressResponseSchema },
  );
  return response.data;
}

export function deleteAddress(userId: string, addressId: string) {
  return apiRequest(
    `/api/shop/address/delete/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`,
    { method: 'delete', schema: deleteAddressResponseSchema },
  );
}
