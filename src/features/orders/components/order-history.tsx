import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useBuyAgain } from '@/features/cart/api/use-buy-again';
import touch from '@/components/touch/touch-targets.module.css';
import { useTranslate } from '@/lib/i18n/i18n';
import { listOrEmpty } from '@/lib/query/query-data';
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
  // Kept here, not in the dialog: a run goes on (and then opens the cart sheet) if the dialog is closed meanwhile.
  const { buyAgain, runningOrderId } = useBuyAgain();

  async function buyOrderAgain(order: Order) {
    // The cart sheet opens with the result; the order dialog makes way for it.
    if (await buyAgain(order)) setOpened(false);
  }

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
      >
        {(order) => (
          <Group justify="flex-end" gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {runningOrderId === order._id ? t('orders.buyAgain.running') : ''}
            </Text>
            <Button
              className={touch.purchase}
              onClick={() => void buyOrderAgain(order)}
              loading={runningOrderId === order._id}
              disabled={order.cartItems.length === 0 || runningOrderId !== null}
            >
              {t('orders.buyAgain.button')}
            </Button>
          </Group>
        )}
      </OrderDetailsDialog>
    </Card>
  );
}
