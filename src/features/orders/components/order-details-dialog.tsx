import { Divider, Group, Image, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/money';
import { safeImageUrl } from '@/lib/safe-image-url';
import { orderQueries } from '../api/order-queries';
import { orderDatePart, type Order } from '../schemas';
import { OrderStatusBadge } from './order-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

/**
 * The View Details dialog: the order's lines, address, payment and status. `order` (from the list) paints
 * at once while the details call refreshes it; the parent drops it when the dialog has closed.
 */
export function OrderDetailsDialog({
  order,
  opened,
  onClose,
  onClosed,
}: {
  order: Order | null;
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
}) {
  const details = useQuery({
    ...orderQueries.detail(order?._id ?? ''),
    enabled: order !== null,
    placeholderData: order ?? undefined,
  });
  const current = (details.isError ? order : details.data) ?? order;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title="Order Details"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {!current ? (
        <Loader aria-label="Loading the order" />
      ) : (
        <Stack gap="md">
          <Stack gap={6}>
            <Row label="Order ID">{current._id}</Row>
            <Row label="Order Date">{orderDatePart(current.orderDate)}</Row>
            <Row label="Order Price">{formatPrice(current.totalAmount)}</Row>
            <Row label="Payment method">{current.paymentMethod || '—'}</Row>
            <Row label="Payment Status">{current.paymentStatus || '—'}</Row>
            <Row label="Order Status">
              <OrderStatusBadge status={current.orderStatus} />
            </Row>
          </Stack>
          <Divider />
          <Title order={3} size="h5">
            Order Details
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Order items">
            {current.cartItems.map((item, index) => (
              // A stored line may lack its productId, and one product may appear on two lines.
              <Group
                component="li"
                key={`${index}-${item.productId ?? ''}`}
                wrap="nowrap"
                justify="space-between"
                gap="sm"
              >
                <Group wrap="nowrap" gap="sm">
                  <Image
                    src={safeImageUrl(item.image)}
                    alt=""
                    w={40}
                    h={40}
                    radius="sm"
                    fallbackSrc="/favicon.svg"
                  />
                  <Text size="sm">{item.title}</Text>
                </Group>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  Quantity: {item.quantity ?? '—'} · Price: {formatPrice(item.price)}
                </Text>
              </Group>
            ))}
          </Stack>
          <Divider />
          <Title order={3} size="h5">
            Shipping Info
          </Title>
          {current.addressInfo ? (
            <Stack gap={2}>
              <Text size="sm">{current.addressInfo.address}</Text>
              <Text size="sm">{current.addressInfo.city}</Text>
              <Text size="sm">{current.addressInfo.pincode}</Text>
              <Text size="sm">{current.addressInfo.phone}</Text>
              <Text size="sm">{current.addressInfo.notes}</Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No address recorded.
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
