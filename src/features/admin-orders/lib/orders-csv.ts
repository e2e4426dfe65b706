import { CSV_DIALECTS, csvAmount, csvDate, toCsv } from '@/lib/format/csv';
import type { Locale } from '@/boot/preferred-locale';
import { orderStatusLabel, paymentStatusLabel, type Order } from '@/features/orders/schemas';

/**
 * The orders as the accountant's spreadsheet: one row each, in the order given (the table's view), the header
 * and the statuses in the admin's language, written for a spreadsheet in that language (`;`-separated with
 * decimal commas in Turkish), dates as ISO 8601 in UTC, amounts in dollars. Loaded on demand with the CSV library
 * (docs/behaviour.md#admin).
 */
export function ordersCsv(
  orders: readonly Order[],
  t: (id: string, values?: Record<string, unknown>) => string,
  locale: Locale,
) {
  const dialect = CSV_DIALECTS[locale];
  const header = [
    t('admin.csv.orders.id'),
    t('admin.csv.orders.date'),
    t('admin.csv.orders.updated'),
    t('admin.csv.orders.status'),
    t('admin.csv.orders.paymentStatus'),
    t('admin.csv.orders.paymentMethod'),
    t('admin.csv.orders.total'),
    t('admin.csv.orders.items'),
    t('admin.csv.orders.quantity'),
    t('admin.csv.orders.customer'),
    t('admin.csv.orders.address'),
    t('admin.csv.orders.city'),
    t('admin.csv.orders.pincode'),
    t('admin.csv.orders.phone'),
    t('admin.csv.orders.notes'),
  ];
  return toCsv(
    header,
    orders,
    (order) => [
      order._id,
      csvDate(order.orderDate),
      csvDate(order.orderUpdateDate),
      orderStatusLabel(order.orderStatus, t),
      paymentStatusLabel(order.paymentStatus, t),
      order.paymentMethod,
      csvAmount(order.totalAmount, dialect),
      order.cartItems
        .map((item) => t('admin.csv.orders.line', { title: item.title, quantity: item.quantity ?? 1 }))
        .join('; '),
      order.cartItems.reduce((units, item) => units + (item.quantity ?? 1), 0),
      order.userId ?? '',
      order.addressInfo?.address ?? '',
      order.addressInfo?.city ?? '',
      order.addressInfo?.pincode ?? '',
      order.addressInfo?.phone ?? '',
      order.addressInfo?.notes ?? '',
    ],
    dialect,
  );
}
