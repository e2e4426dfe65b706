import { Button, Divider, Group, Modal, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatPrice } from '@/lib/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, orderDatePart, type Order } from '@/features/orders/schemas';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { useUpdateOrderStatus } from '@/features/admin-orders/api/use-update-order-status';
import { orderStatusFormSchema, type OrderStatusForm } from '@/features/admin-orders/schemas';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';

export interface AdminOrderDetailsDialogProps {
  opened: boolean;
  orderId: string | null;
  onClose: () => void;
  /** After the closing animation: the page clears the details then. */
  onClosed: () => void;
}

export function AdminOrderDetailsDialog({
  opened,
  orderId,
  onClose,
  onClosed,
}: AdminOrderDetailsDialogProps) {
  const query = useQuery({ ...adminOrderQueries.detail(orderId ?? ''), enabled: opened && orderId !== null });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title="Order Details"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {query.isPending ? (
        <Stack aria-busy="true" aria-label="Loading order details">
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={120} />
        </Stack>
      ) : query.isError ? (
        <Text>The order could not be loaded. Please try again.</Text>
      ) : (
        <OrderDetails order={query.data} />
      )}
    </Modal>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fw={600}>{label}</Text>
      <Text component="div" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const address = order.addressInfo;
  return (
    <Stack gap="sm">
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
        <Text c="dimmed">No items</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {order.cartItems.map((item, index) => (
            // A stored line may lack its productId, and one product may appear on two lines.
            <Group
              component="li"
              key={`${index}-${item.productId ?? ''}`}
              justify="space-between"
              wrap="nowrap"
            >
              <Text>{item.title}</Text>
              <Text c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                Quantity: {item.quantity ?? '—'}
              </Text>
              <Text style={{ whiteSpace: 'nowrap' }}>Price: {formatPrice(item.price)}</Text>
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
          <Text>{address.address}</Text>
          <Text>{address.city}</Text>
          <Text>{address.pincode}</Text>
          <Text>{address.phone}</Text>
          {address.notes && <Text c="dimmed">{address.notes}</Text>}
        </Stack>
      ) : (
        <Text c="dimmed">No address</Text>
      )}
      <Divider />
      {/* Keyed by the status: after an update refreshes the order, the form starts from the new value. */}
      <OrderStatusFormView key={`${order._id}-${order.orderStatus}`} order={order} />
    </Stack>
  );
}

function statusOptions(current: string) {
  const options: { value: string; label: string }[] = ORDER_STATUSES.map((status) => ({
    value: status,
    label: ORDER_STATUS_LABELS[status] ?? status,
  }));
  // 'confirmed' (set by payment) is not offered, but an order that has it must still show it.
  if (current && !(ORDER_STATUSES as readonly string[]).includes(current)) {
    options.unshift({ value: current, label: ORDER_STATUS_LABELS[current] ?? current });
  }
  return options;
}

function OrderStatusFormView({ order }: { order: Order }) {
  const update = useUpdateOrderStatus();
  const { control, handleSubmit } = useForm<OrderStatusForm>({
    resolver: zodResolver(orderStatusFormSchema),
    defaultValues: { orderStatus: order.orderStatus },
  });

  const onSubmit = handleSubmit(({ orderStatus }) => {
    if (update.isPending) return;
    update.mutate({ id: order._id, orderStatus });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Controller
          control={control}
          name="orderStatus"
          render={({ field, fieldState }) => (
            <Select
              label="Order Status"
              placeholder="Choose a status"
              data={statusOptions(order.orderStatus)}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" loading={update.isPending} style={{ alignSelf: 'flex-start' }}>
          Update Order Status
        </Button>
      </Stack>
    </form>
  );
}
