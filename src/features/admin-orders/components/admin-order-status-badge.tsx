import { Badge } from '@mantine/core';
import { ORDER_STATUS_LABELS } from '@/features/orders/schemas';

/** Spec section 4: confirmed green, rejected red, every other status black. */
function statusColor(status: string) {
  if (status === 'confirmed') return 'green';
  if (status === 'rejected') return 'red';
  return 'black';
}

export function AdminOrderStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={statusColor(status)} variant="filled" tt="none">
      {ORDER_STATUS_LABELS[status] ?? (status || 'Unknown')}
    </Badge>
  );
}
