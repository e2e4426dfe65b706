import { apiRequest } from '@/lib/backend/api-client';
import { ApiError } from '@/lib/backend/api-error';
import {
  captureResponseSchema,
  createOrderResponseSchema,
  orderDetailResponseSchema,
  orderListResponseSchema,
  type NewOrder,
} from '../schemas';
import { orderRequests } from './order-requests';

/**
 * Creating an order also creates the provider's payment in the same call, and provider calls are slow: this
 * call waits 30 s instead of the usual 8 s before it gives up (docs/behaviour.md#failure-rules).
 */
const CREATE_ORDER_TIMEOUT_MS = 30_000;

export function createOrder(order: NewOrder) {
  return apiRequest(orderRequests.create(order.userId), {
    json: order,
    schema: createOrderResponseSchema,
    timeoutMs: CREATE_ORDER_TIMEOUT_MS,
  });
}

export function capturePayment(body: { paymentId: string; payerId: string; orderId: string }) {
  return apiRequest(orderRequests.capture(), {
    json: body,
    schema: captureResponseSchema,
  });
}

export async function getOrdersByUser(userId: string) {
  try {
    const response = await apiRequest(orderRequests.list(userId), {
      schema: orderListResponseSchema,
    });
    return response.data;
  } catch (error) {
    // The backend answers 404 "No orders found!" for a shopper without orders.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export async function getOrderDetails(id: string) {
  const response = await apiRequest(orderRequests.details(id), {
    schema: orderDetailResponseSchema,
  });
  return response.data;
}
