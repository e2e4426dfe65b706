import { apiRequest, endpointOf } from '@/lib/backend/api-client';
import { ApiError } from '@/lib/backend/api-error';
import { readRecordsInSlices, unreadRecords } from '@/lib/backend/record-list';
import { dataEnvelope } from '@/lib/backend/schema-helpers';
import {
  orderDetailResponseSchema,
  orderSchema,
  updateOrderStatusResponseSchema,
  type Order,
} from '@/features/orders/schemas';
import { adminOrderRequests } from './admin-order-requests';

/** The envelope only: the records are read afterwards, in slices. */
const orderListEnvelopeSchema = dataEnvelope(unreadRecords);

export async function getAllOrders(): Promise<Order[]> {
  try {
    const request = adminOrderRequests.list();
    const response = await apiRequest(request, { schema: orderListEnvelopeSchema });
    return await readRecordsInSlices(endpointOf(request), orderSchema, response.data);
  } catch (error) {
    // The backend answers 404 "No orders found!" when the shop has none.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export async function getAdminOrderDetails(id: string) {
  const response = await apiRequest(adminOrderRequests.details(id), {
    schema: orderDetailResponseSchema,
  });
  return response.data;
}

/** `adminId`: only this admin's session may send the call (adminOrderRequests.updateStatus). */
export function updateOrderStatus(id: string, orderStatus: string, adminId?: string) {
  return apiRequest(adminOrderRequests.updateStatus(id, adminId), {
    json: { orderStatus },
    schema: updateOrderStatusResponseSchema,
  });
}
