import type { Order } from '@/features/orders/schemas';
import type { DataTableView } from '@/lib/data-table/data-table';
import { foldText } from '@/lib/format/search-text';
import { ADMIN_ORDER_SORTS, type AdminOrdersSearch } from './admin-orders-search';

const digits = (value: string) => value.replace(/\D/g, '');

/**
 * The admin's search as a test of an order: a part of its id, a product title in it, or its address's city or
 * phone (a phone typed with or without spaces and a leading +). Case- and accent-insensitive. The query is read
 * once, for every order the test is given.
 */
function orderSearchMatcher(query: string): (order: Order) => boolean {
  const needle = foldText(query.trim());
  if (!needle) return () => true;
  const typedDigits = digits(needle);
  return (order) => {
    if (foldText(order._id).includes(needle)) return true;
    if (order.cartItems.some((item) => foldText(item.title).includes(needle))) return true;
    const address = order.addressInfo;
    if (!address) return false;
    if (foldText(address.city).includes(needle)) return true;
    return typedDigits.length >= 3 && digits(address.phone).includes(typedDigits);
  };
}

/** Whether an order matches the admin's search (orderSearchMatcher). */
export function orderMatchesSearch(order: Order, query: string) {
  return orderSearchMatcher(query)(order);
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

/**
 * The orders table's view in its URL (`?q=&status=&from=&to=&sort=`): its sort and filters name the date, status
 * and amount columns of pages/admin-order-columns.tsx.
 */
export const adminOrderTableView: DataTableView<Order, AdminOrdersSearch> = {
  textKey: 'q',
  getRowId: (order) => order._id,
  searchMatcher: orderSearchMatcher,
  // Newest first when the URL names no sort.
  stateOf: (search) => ({
    sorting: [
      {
        id: search.sort?.startsWith('amount') ? 'totalAmount' : 'orderDate',
        desc: !search.sort?.endsWith('-asc'),
      },
    ],
    columnFilters: [
      ...(search.status ? [{ id: 'orderStatus', value: search.status }] : []),
      ...(search.from || search.to ? [{ id: 'orderDate', value: { from: search.from, to: search.to } }] : []),
    ],
  }),
  searchOfSorting: (sorting) => {
    const next = sorting[0];
    const sort = `${next?.id === 'totalAmount' ? 'amount' : 'date'}${(next?.desc ?? true) ? '' : '-asc'}`;
    return { sort: ADMIN_ORDER_SORTS.find((option) => option === sort) };
  },
};
