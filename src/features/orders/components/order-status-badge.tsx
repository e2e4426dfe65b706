import { Badge } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';
import { orderStatusLabel } from '../schemas';

/**
 * docs/behaviour.md#cart-and-checkout: confirmed green, rejected red, every other status black, each a filled badge
 * with white text at WCAG AA contrast (4.5:1) or more. Mantine's filled green (#37b24d, 2.75:1) and red
 * (#f03e3e, 3.84:1) are too light for white text, so the shades are set here: a deep green (5.37:1), Mantine's
 * darkest red (#c92a2a, 5.46:1) and black (21:1). order-status-badge.test.tsx computes each ratio.
 */
export const ORDER_STATUS_BADGE_COLOURS = {
  confirmed: '#237a36',
  rejected: '#c92a2a',
  other: '#000000',
} as const;

/** The badge's background; a filled Mantine badge writes its text in the theme's white. */
function orderStatusColour(status: string) {
  if (status === 'confirmed') return ORDER_STATUS_BADGE_COLOURS.confirmed;
  if (status === 'rejected') return ORDER_STATUS_BADGE_COLOURS.rejected;
  return ORDER_STATUS_BADGE_COLOURS.other;
}

/** The order status badge of the shopper's account and the admin's orders alike. */
export function OrderStatusBadge({ status }: { status: string }) {
  const t = useTranslate();
  return (
    <Badge color={orderStatusColour(status)} variant="filled" tt="none" data-status={status}>
      {status ? orderStatusLabel(status, t) : t('orders.status.unknown')}
    </Badge>
  );
}
