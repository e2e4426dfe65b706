import type { ColumnDef } from '@tanstack/react-table';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { orderDatePart, type Order } from '@/features/orders/schemas';
import type { translate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';
import { orderWithinDates } from '@/features/admin-orders/lib/admin-order-view';

/**
 * The admin's orders table, column by column: the selection's boxes and the details button (both drawn by
 * AdminOrdersTable, which holds their handlers), the id, the date (sorted, filtered by the From/To range), the
 * status (filtered by the status chips, which count its values), the amount (sorted). The URL's view names the
 * date, status and amount columns by these ids (adminOrderTableView).
 */
export function adminOrderColumns(t: typeof translate): ColumnDef<Order>[] {
  return [
    { id: 'select', header: '', enableSorting: false },
    { accessorKey: '_id', header: () => t('orders.field.orderId'), enableSorting: false },
    {
      accessorKey: 'orderDate',
      header: () => t('orders.field.orderDate'),
      cell: ({ row }) => orderDatePart(row.original.orderDate),
      sortingFn: (a, b) => a.original.orderDate.localeCompare(b.original.orderDate),
      filterFn: (row, _id, range: { from?: string; to?: string }) =>
        orderWithinDates(row.original, range.from, range.to),
    },
    {
      accessorKey: 'orderStatus',
      header: () => t('orders.field.orderStatus'),
      cell: ({ row }) => <OrderStatusBadge status={row.original.orderStatus} />,
      enableSorting: false,
      filterFn: 'equals',
    },
    {
      accessorKey: 'totalAmount',
      header: () => t('orders.field.orderPrice'),
      cell: ({ row }) => formatPrice(row.original.totalAmount),
      sortUndefined: 'last',
    },
    {
      id: 'details',
      header: () => <span className="mantine-visually-hidden">{t('orders.table.details')}</span>,
      enableSorting: false,
    },
  ];
}
