import { Divider, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';
import { fixedWidthImage, sizedImage } from '@/boot/image-variants';
import { safeImageUrl } from '@/lib/format/safe-image-url';
import { orderDatePart, paymentStatusLabel, type Order } from '../schemas';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';

/** An item's picture, 40 CSS pixels square. */
const ORDER_ITEM_IMAGE = fixedWidthImage(40);

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
 * total, payment and status, where the order is on its way, its lines, and where it ships. Anything the backend left out shows a dash.
 */
export function OrderSummary({ order }: { order: Order }) {
  const t = useTranslate();
  const address = order.addressInfo;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Row label={t('orders.field.orderId')}>{order._id}</Row>
        <Row label={t('orders.field.orderDate')}>{orderDatePart(order.orderDate)}</Row>
        <Row label={t('orders.field.orderPrice')}>{formatPrice(order.totalAmount)}</Row>
        <Row label={t('orders.field.paymentMethod')}>{order.paymentMethod || '—'}</Row>
        <Row label={t('orders.field.paymentStatus')}>
          {order.paymentStatus ? paymentStatusLabel(order.paymentStatus, t) : '—'}
        </Row>
        <Row label={t('orders.field.orderStatus')}>
          <OrderStatusBadge status={order.orderStatus} />
        </Row>
      </Stack>
      <Divider />
      <OrderProgress order={order} />
      <Divider />
      <Title order={3} size="h5">
        {t('orders.summary.itemsTitle')}
      </Title>
      {order.cartItems.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('orders.summary.noItems')}
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('orders.summary.itemsLabel')}
        >
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
                  {...sizedImage(safeImageUrl(item.image), ORDER_ITEM_IMAGE)}
                  alt=""
                  w={40}
                  h={40}
                  radius="sm"
                  fallbackSrc="/favicon.svg"
                />
                <Text size="sm">{item.title}</Text>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {t('orders.summary.itemQuantityAndPrice', {
                  quantity: item.quantity ?? '—',
                  price: formatPrice(item.price),
                })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      <Divider />
      <Title order={3} size="h5">
        {t('orders.summary.shippingTitle')}
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
          {t('orders.summary.noAddress')}
        </Text>
      )}
    </Stack>
  );
}
