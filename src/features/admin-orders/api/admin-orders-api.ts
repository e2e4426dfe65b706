import { apiRequest, ApiError } from '@/lib/api-client';
import {
  orderDetailResponseSchema,
  orderListResponseSchema,
  updateOrderStatusResponseSchema,
} from '@/features/orders/schemas';

export async function getAllOrders() {
  try {
    const response = await apiRequest('/api/admin/orders/get', { schema: orderListResponseSchema });
    return response.data;
  } catch (error) {
    // The backend answers 404 "No orders found!" when the shop has none.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export async function getAdminOrderDetails(id: string) {
  const response = await apiRequest(`/api/admin/orders/details/${encodeURIComponent(id)}`, {
    schema: orderDetailResponseSchema,
  });
  return response.data;
}

export function updateOrderStatus(id: string, orderStatus: string) {
  return apiRequest(`/api/admin/orders/update/${encodeURIComponent(id)}`, {
    method: 'put',
    json: { orderStatus },
    schema: updateOrderStatusResponseSchema,
  });
}
