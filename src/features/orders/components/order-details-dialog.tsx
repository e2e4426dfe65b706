import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Divider, Loader, Modal, Stack } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import type { Order } from '../schemas';
import { useOpenerFocusReturn } from '@/components/overlays/use-opener-focus-return';
import { OrderSummary } from './order-summary';

/**
 * The View Details dialog of the account and the admin's orders. `order` (from the list) paints at once
 * while the area's details call refreshes it; the parent drops it once the dialog has closed (the details are
 * cleared then, docs/behaviour.md#account). `children` adds what only one area has (the admin's status form).
 */
export function OrderDetailsDialog<Key extends QueryKey>({
  order,
  opened,
  onClose,
  onClosed,
  detailsQuery,
  children,
}: {
  order: Order | null;
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
  /** How this area reads one order: the shopper's details call, or the admin's. */
  detailsQuery: (id: string) => UseQueryOptions<Order, Error, Order, Key>;
  children?: (order: Order) => ReactNode;
}) {
  const t = useTranslate();
  const details = useQuery({
    ...detailsQuery(order?._id ?? ''),
    enabled: order !== null,
    placeholderData: order ?? undefined,
  });
  const current = (details.isError ? order : details.data) ?? order;

  // The focus goes back to the button that opened the dialog, or to the order's new button when the table drew
  // its row anew while the dialog was open.
  useOpenerFocusReturn(opened, () =>
    order
      ? document.querySelector<HTMLElement>(`[data-order-details-trigger="${CSS.escape(order._id)}"]`)
      : null,
  );

  return (
    <Modal
      opened={opened}
      // The focus goes back by useOpenerFocusReturn above, not Mantine's guess.
      returnFocus={false}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={t('orders.detailsDialog.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('orders.detailsDialog.close') }}
    >
      {!current ? (
        <Loader aria-label={t('orders.detailsDialog.loading')} />
      ) : (
        <Stack gap="md">
          <OrderSummary order={current} />
          {children && (
            <>
              <Divider />
              {children(current)}
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
