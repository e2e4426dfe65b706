import { Card, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { listOrEmpty } from '@/lib/query-data';
import { orderQueries } from '../api/order-queries';
import type { Order } from '../schemas';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrdersTable } from './orders-table';

/** The shopper's order history; empty after a failed load (docs/behaviour.md#failure-rules). */
export function OrderHistory({ userId }: { userId: string }) {
  const t = useTranslate();
  const query = useQuery({ ...orderQueries.list(userId), enabled: userId !== '' });
  const orders = listOrEmpty(query);
  const [selected, setSelected] = useState<Order | null>(null);
  const [opened, setOpened] = useState(false);

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="md" id="order-history-heading">
        {t('orders.history.title')}
      </Title>
      {orders.length === 0 ? (
        <Text c="dimmed">
          {query.isPending && userId ? t('orders.history.loading') : t('orders.history.empty')}
        </Text>
      ) : (
        <OrdersTable
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
        detailsQuery={orderQueries.detail}
        order={selected}
        opened={opened}
        onClose={() => setOpened(false)}
        // docs/behaviour.md#cart-and-checkout: the details are cleared when the dialog closes.
        onClosed={() => setSelected(null)}
      />
    </Card>
  );
}
