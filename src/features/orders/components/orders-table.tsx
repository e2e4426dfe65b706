import { Card, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { orderQueries } from '../api/order-queries';
import type { Order } from '../schemas';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderList } from './order-list';

/** The shopper's order history; empty after a failed load (spec section 8). */
export function OrdersTable({ userId }: { userId: string }) {
  const query = useQuery({ ...orderQueries.list(userId), enabled: userId !== '' });
  const orders = (query.isError ? undefined : query.data) ?? [];
  const [selected, setSelected] = useState<Order | null>(null);
  const [opened, setOpened] = useState(false);

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="md" id="order-history-heading">
        Order History
      </Title>
      {orders.length === 0 ? (
        <Text c="dimmed">
          {query.isPending && userId ? 'Loading your orders…' : 'You have no orders yet.'}
        </Text>
      ) : (
        <OrderList
          orders={orders}
          labelledBy="order-history-heading"
          nameButtonsByOrder
          onViewDetails={(order) => {
            setSelected(order);
            setOpened(true);
          }}
        />
      )}
      <OrderDetailsDialog
        order={selected}
        opened={opened}
        onClose={() => setOpened(false)}
        // Spec section 4: the details are cleared when the dialog closes.
        onClosed={() => setSelected(null)}
      />
    </Card>
  );
}
