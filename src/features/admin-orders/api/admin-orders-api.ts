import { z } from 'zod/mini';
import { apiRequest } from '@/lib/backend/api-client';
import { ApiError } from '@/lib/backend/api-error';
import { nextTask } from '@/boot/next-task';
import { parseAnswer, recordList } from '@/lib/backend/record-list';
import { dataEnvelope } from '@/lib/backend/schema-helpers';
import {
  orderDetailResponseSchema,
  orderSchema,
  updateOrderStatusResponseSchema,
  type Order,
} from '@/features/orders/schemas';
import { adminOrderRequests } from './admin-order-requests';

/** The envelope only: the records are read afterwards, in slices. */
const orderListEnvelopeSchema = dataEnvelope(z.nullish(z.array(z.unknown())));
const orderRecords = recordList(orderSchema);
/** Orders read in one task: a shop's thousands take a dozen short tasks, so the table stays responsive. */
const ORDERS_PER_SLICE = 250;

export async function getAllOrders(): Promise<Order[]> {
  try {
    const response = await apiRequest(adminOrderRequests.list(), { schema: orderListEnvelopeSchema });
    const records = response.data ?? [];
    const orders: Order[] = [];
    for (let start = 0; start < records.length; start += ORDERS_PER_SLICE) {
      if (start > 0) await nextTask();
      // Record by record, as every list (a record that cannot be read is left out and reported).
      const slice = parseAnswer(
        `GET ${adminOrderRequests.list().path}`,
        orderRecords,
        records.slice(start, start + ORDERS_PER_SLICE),
      );
      if (slice.success) orders.push(...slice.data);
    }
    return orders;
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
