import { Badge } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';
import { orderStatusLabel } from '../schemas';

/** docs/behaviour.md#cart-and-checkout: confirmed green, rejected red, every other status black. */
export function orderStatusColor(status: string) {
  if (status === 'confirmed') return 'green';
  if (status === 'rejected') return 'red';
  return 'black';
}

/** The order status badge of the shopper's account and the admin's orders alike. */
export function OrderStatusBadge({ status }: { status: string }) {
  const t = useTranslate();
  return (
    <Badge color={orderStatusColor(status)} variant="filled" tt="none" data-status={status}>
      {status ? orderStatusLabel(status, t) : t('orders.status.unknown')}
    </Badge>
  );
}
