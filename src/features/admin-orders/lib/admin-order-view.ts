import { z } from 'zod/mini';
import type { KnownOrderStatus, Order } from '@/features/orders/schemas';
import { foldText } from '@/lib/search-text';

/** Every status of the contract: the five the admin sets and 'confirmed', which the payment sets. */
export const ADMIN_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
] as const satisfies readonly KnownOrderStatus[];
export const ADMIN_ORDER_SORTS = ['date', 'amount'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

const day = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);
const text = z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), undefined);

/**
 * `/admin/orders?q=izmir&status=pending&from=2026-01-01&to=2026-03-31&sort=amount&dir=asc`: the table's view.
 * Newest first when no sort is given. Every field falls back instead of failing, so a hand-edited link still
 * shows the page.
 */
export const adminOrdersSearchSchema = z.object({
  q: text,
  status: z.catch(z.optional(z.enum(ADMIN_ORDER_STATUSES)), undefined),
  from: day,
  to: day,
  sort: z.catch(z.optional(z.enum(ADMIN_ORDER_SORTS)), undefined),
  dir: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
});
export type AdminOrdersSearch = z.infer<typeof adminOrdersSearchSchema>;

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * Whether an order matches the admin's search: a part of its id, a product title in it, or its address's
 * city or phone (a phone typed with or without spaces and a leading +). Case- and accent-insensitive.
 */
export function orderMatchesSearch(order: Order, query: string) {
  const needle = foldText(query.trim());
  if (!needle) return true;
  if (foldText(order._id).includes(needle)) return true;
  if (order.cartItems.some((item) => foldText(item.title).includes(needle))) return true;
  const address = order.addressInfo;
  if (!address) return false;
  if (foldText(address.city).includes(needle)) return true;
  const typedDigits = digits(needle);
  return typedDigits.length >= 3 && digits(address.phone).includes(typedDigits);
}

/** Whether the order's calendar day (as stored) lies within the range; either end may be open. */
export function orderWithinDates(order: Order, from?: string, to?: string) {
  if (!from && !to) return true;
  const orderDay = order.orderDate.slice(0, 10);
  if (!orderDay) return false;
  return (!from || orderDay >= from) && (!to || orderDay <= to);
}
