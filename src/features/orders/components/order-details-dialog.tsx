import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Divider, Loader, Modal, Stack } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
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

  const modalRef = useRef<HTMLDivElement>(null);
  // The focus goes back to the element that had it when the dialog opened (useOpenerFocusReturn). If the table drew the button
  // anew while the dialog was open, the old one is gone and the focus would fall to the page; and when the dialog's
  // focus trap moved the focus in before Mantine noted where it was (a busy page), Mantine gives it back to an
  // element of this dialog, which is about to go. Either way it goes to the order's button instead (never away
  // from wherever the person has moved it since, such as the cart sheet that Buy again opens).
  function returnFocusToTrigger() {
    const focused = document.activeElement;
    const lost =
      !focused ||
      focused === document.body ||
      !focused.isConnected ||
      modalRef.current?.contains(focused) === true;
    if (!order || !lost) return;
    document.querySelector<HTMLElement>(`[data-order-details-trigger="${CSS.escape(order._id)}"]`)?.focus();
  }

  useOpenerFocusReturn(opened);

  return (
    <Modal
      ref={modalRef}
      opened={opened}
      // The focus goes back to the button that opened the dialog (useOpenerFocusReturn, then the fallback above).
      returnFocus={false}
      onClose={onClose}
      onExitTransitionEnd={() => {
        returnFocusToTrigger();
        onClosed();
      }}
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
