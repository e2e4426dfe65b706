import type { QueryKey } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import { useLazyOverlay } from '@/components/overlays/use-lazy-overlay';
import type { OrderDetailsDialog } from './order-details-dialog';

const loadOrderDetailsDialog = () => import('./order-details-dialog');

/** OrderDetailsDialog loaded once the page is idle or a View Details first opens it. */
export function LazyOrderDetailsDialog<Key extends QueryKey>(
  props: ComponentProps<typeof OrderDetailsDialog<Key>>,
) {
  const { loaded, opened } = useLazyOverlay(props.opened, loadOrderDetailsDialog);
  return loaded ? <loaded.OrderDetailsDialog {...props} opened={opened} /> : null;
}
