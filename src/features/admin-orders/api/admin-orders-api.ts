import { apiRequest, ApiError } from '@/lib/api-client';
import {
  orderDetailResponseSchema,
  orderListResponseSchema,
  updateOrderStatusResponseSchema,
} from '@/features/orders/schemas';
import { adminOrderRequests } from './admin-order-requests';

export async function getAllOrders() {
  try {
    const response = await apiRequest(adminOrderRequests.list(), { schema: orderListResponseSchema });
    return response.data;
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

export function updateOrderStatus(id: string, orderStatus: string) {
  return apiRequest(adminOrderRequests.updateStatus(id), {
    json: { orderStatus },
    schema: updateOrderStatusResponseSchema,
  });
}
