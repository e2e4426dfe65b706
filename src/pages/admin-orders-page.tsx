import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { AdminOrderDetailsDialog } from './admin-order-details-dialog';
import { OrderList } from '@/features/orders/components/order-list';

export function AdminOrdersPage() {
  const queryClient = useQueryClient();
  const query = useQuery(adminOrderQueries.list());
  // A failed load shows an empty table (spec section 8).
  const orders = (query.isError ? undefined : query.data) ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpened, setDialogOpened] = useState(false);

  // Spec section 4: details are cleared once the dialog has closed, so no opening starts from an old copy.
  function clearDetails() {
    if (selectedId) queryClient.removeQueries({ queryKey: adminOrderQueries.detail(selectedId).queryKey });
    setSelectedId(null);
  }

  return (
    <Stack>
      <Title order={1}>Orders</Title>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h3" mb="md" id="all-orders-heading">
          All Orders
        </Title>
        {query.isPending ? (
          <Stack aria-busy="true" aria-label="Loading orders">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} height={36} />
            ))}
          </Stack>
        ) : orders.length === 0 ? (
          <Text c="dimmed">No orders yet</Text>
        ) : (
          <OrderList
            orders={orders}
            labelledBy="all-orders-heading"
            minWidth={640}
            buttonVariant="light"
            onViewDetails={(order) => {
              setSelectedId(order._id);
              setDialogOpened(true);
            }}
          />
        )}
      </Card>
      <AdminOrderDetailsDialog
        opened={dialogOpened}
        orderId={selectedId}
        onClose={() => setDialogOpened(false)}
        onClosed={clearDetails}
      />
    </Stack>
  );
}
