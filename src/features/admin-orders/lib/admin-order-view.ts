import type { Order } from '@/features/orders/schemas';
import { foldText } from '@/lib/format/search-text';

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
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range's day, or nothing for text that is not a YYYY-MM-DD day (a hand-edited link). */
const validDay = (value: string | undefined) => (value && DAY.test(value) ? value : undefined);

export function orderWithinDates(order: Order, rawFrom?: string, rawTo?: string) {
  const from = validDay(rawFrom);
  const to = validDay(rawTo);
  if (!from && !to) return true;
  const orderDay = order.orderDate.slice(0, 10);
  if (!orderDay) return false;
  return (!from || orderDay >= from) && (!to || orderDay <= to);
}
