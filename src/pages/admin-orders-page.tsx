import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { OrderStatusForm } from '@/features/admin-orders/components/order-status-form';
import { OrderDetailsDialog } from '@/features/orders/components/order-details-dialog';
import { OrdersTable } from '@/features/orders/components/orders-table';
import type { Order } from '@/features/orders/schemas';
import { useTranslate } from '@/lib/i18n/i18n';
import { listOrEmpty } from '@/lib/query-data';
import { loadingRegion } from '@/components/feedback/loading-region';

/** The admin's "All Orders": the orders table, and each order's details with the status form. */
export function AdminOrdersPage() {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const query = useQuery(adminOrderQueries.list());
  const orders = listOrEmpty(query);
  const [selected, setSelected] = useState<Order | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);

  // Details are cleared once the dialog has closed, so no opening starts from an old copy (docs/behaviour.md#admin).
  function clearDetails() {
    if (selected) queryClient.removeQueries({ queryKey: adminOrderQueries.detail(selected._id).queryKey });
    setSelected(null);
  }

  return (
    <Stack>
      <Title order={1}>{t('admin.orders.heading')}</Title>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h3" mb="md" id="all-orders-heading">
          {t('admin.orders.allOrders')}
        </Title>
        {query.isPending ? (
          <Stack {...loadingRegion(t('admin.orders.loading'))}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={36} />
            ))}
          </Stack>
        ) : orders.length === 0 ? (
          <Text c="dimmed">{t('admin.orders.empty')}</Text>
        ) : (
          <OrdersTable
            orders={orders}
            labelledBy="all-orders-heading"
            minWidth={640}
            buttonVariant="light"
            onViewDetails={(order) => {
              setSelected(order);
              setDialogOpened(true);
            }}
          />
        )}
      </Card>
      <OrderDetailsDialog
        order={selected}
        opened={dialogOpened}
        detailsQuery={adminOrderQueries.detail}
        onClose={() => setDialogOpened(false)}
        onClosed={clearDetails}
      >
        {/* Keyed by the status: after an update refreshes the order, the form starts from the new value. */}
        {(order) => <OrderStatusForm key={`${order._id}-${order.orderStatus}`} order={order} />}
      </OrderDetailsDialog>
    </Stack>
  );
}
