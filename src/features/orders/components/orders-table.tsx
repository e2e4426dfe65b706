import '@mantine/core/styles/Table.css';
import { Button, Table } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';
import { orderDatePart, type Order } from '../schemas';
import { OrderStatusBadge } from './order-status-badge';

interface OrdersTableProps {
  orders: Order[];
  onViewDetails: (order: Order) => void;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  minWidth?: number;
  /** Name each View Details button after its order, for a screen reader moving between buttons. */
  nameButtonsByOrder?: boolean;
  buttonVariant?: 'filled' | 'light';
}

/** The orders table of docs/behaviour.md#cart-and-checkout (ID, date part, status badge, price, View Details): account and admin. */
export function OrdersTable({
  orders,
  onViewDetails,
  labelledBy,
  minWidth = 560,
  nameButtonsByOrder = false,
  buttonVariant = 'filled',
}: OrdersTableProps) {
  const t = useTranslate();
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.field.orderId')}</Table.Th>
            <Table.Th>{t('orders.field.orderDate')}</Table.Th>
            <Table.Th>{t('orders.field.orderStatus')}</Table.Th>
            <Table.Th>{t('orders.field.orderPrice')}</Table.Th>
            <Table.Th>
              <span className="mantine-visually-hidden">{t('orders.table.details')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order._id}>
              <Table.Td>{order._id}</Table.Td>
              <Table.Td>{orderDatePart(order.orderDate)}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.orderStatus} />
              </Table.Td>
              <Table.Td>{formatPrice(order.totalAmount)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant={buttonVariant}
                  aria-label={
                    nameButtonsByOrder
                      ? t('orders.table.viewDetailsOfOrder', { orderId: order._id })
                      : undefined
                  }
                  data-order-details-trigger={order._id}
                  onClick={() => onViewDetails(order)}
                >
                  {t('orders.table.viewDetails')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
