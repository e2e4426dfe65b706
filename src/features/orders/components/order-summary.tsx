import { Divider, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/money';
import { safeImageUrl } from '@/lib/safe-image-url';
import { orderDatePart, type Order } from '../schemas';
import { OrderStatusBadge } from './order-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * One order as both details dialogs show it (the shopper's account and the admin's orders): its id, date,
 * total, payment and status, its lines, and where it ships. Anything the backend left out shows a dash.
 */
export function OrderSummary({ order }: { order: Order }) {
  const address = order.addressInfo;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Row label="Order ID">{order._id}</Row>
        <Row label="Order Date">{orderDatePart(order.orderDate)}</Row>
        <Row label="Order Price">{formatPrice(order.totalAmount)}</Row>
        <Row label="Payment Method">{order.paymentMethod || '—'}</Row>
        <Row label="Payment Status">{order.paymentStatus || '—'}</Row>
        <Row label="Order Status">
          <OrderStatusBadge status={order.orderStatus} />
        </Row>
      </Stack>
      <Divider />
      <Title order={3} size="h5">
        Order Details
      </Title>
      {order.cartItems.length === 0 ? (
        <Text size="sm" c="dimmed">
          No items
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Order items">
          {order.cartItems.map((item, index) => (
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
      )}
      <Divider />
      <Title order={3} size="h5">
        Shipping Info
      </Title>
      {address ? (
        <Stack gap={2}>
          <Text size="sm">{address.address}</Text>
          <Text size="sm">{address.city}</Text>
          <Text size="sm">{address.pincode}</Text>
          <Text size="sm">{address.phone}</Text>
          <Text size="sm">{address.notes}</Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No address recorded.
        </Text>
      )}
    </Stack>
  );
}
