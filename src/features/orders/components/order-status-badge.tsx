import { Badge } from '@mantine/core';
import { ORDER_STATUS_LABELS } from '../schemas';

/** docs/behaviour.md#cart-and-checkout: confirmed green, rejected red, every other status black. */
export function orderStatusColor(status: string) {
  if (status === 'confirmed') return 'green';
  if (status === 'rejected') return 'red';
  return 'black';
}

/** The order status badge of the shopper's account and the admin's orders alike. */
export function OrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={orderStatusColor(status)} variant="filled" tt="none" data-status={status}>
      {ORDER_STATUS_LABELS[status] ?? (status || 'Unknown')}
    </Badge>
  );
}
