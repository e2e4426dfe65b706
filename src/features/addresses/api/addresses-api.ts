import { apiRequest } from '@/lib/backend/api-client';
import {
  addressListResponseSchema,
  addressResponseSchema,
  deleteAddressResponseSchema,
  type AddressForm,
} from '../schemas';
import { addressRequests } from './address-requests';

export async function getAddresses(userId: string) {
  const response = await apiRequest(addressRequests.list(userId), {
    schema: addressListResponseSchema,
  });
  return response.data;
}

export async function addAddress(userId: string, form: AddressForm) {
  const response = await apiRequest(addressRequests.add(userId), {
    json: { ...form, userId },
    schema: addressResponseSchema,
  });
  return response.data;
}

export async function updateAddress(userId: string, addressId: string, form: AddressForm) {
  const response = await apiRequest(addressRequests.update(userId, addressId), {
    json: form,
    schema: addressResponseSchema,
  });
  return response.data;
}

export function deleteAddress(userId: string, addressId: string) {
  return apiRequest(addressRequests.remove(userId, addressId), { schema: deleteAddressResponseSchema });
}
