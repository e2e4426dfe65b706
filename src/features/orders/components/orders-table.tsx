import { Button, Card, ScrollArea, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPrice } from '@/features/catalog/schemas';
import { orderQueries } from '../api/order-queries';
import { orderDatePart, type Order } from '../schemas';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrderStatusBadge } from './order-status-badge';

/** The shopper's order history; empty after a failed load (spec section 8). */
export function OrdersTable({ userId }: { userId: string }) {
  const query = useQuery({ ...orderQueries.list(userId), enabled: userId !== '' });
  const orders = (query.isError ? undefined : query.data) ?? [];
  const [selected, setSelected] = useState<Order | null>(null);
  const [opened, setOpened] = useState(false);

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="md">
        Order History
      </Title>
      {orders.length === 0 ? (
        <Text c="dimmed">
          {query.isPending && userId ? 'Loading your orders…' : 'You have no orders yet.'}
        </Text>
      ) : (
        <ScrollArea>
          <Table striped highlightOnHover verticalSpacing="sm" miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order ID</Table.Th>
                <Table.Th>Order Date</Table.Th>
                <Table.Th>Order Status</Table.Th>
                <Table.Th>Order Price</Table.Th>
                <Table.Th>
                  <span className="mantine-visually-hidden">Details</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order._id}>
                  <Table.Td>{order._id}</Table.Td>
                  <Table.Td>{orderDatePart(order.orderDate)}</Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.orderStatus} />
                  </Table.Td>
                  <Table.Td>{formatPrice(order.totalAmount)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      aria-label={`View Details of order ${order._id}`}
                      onClick={() => {
                        setSelected(order);
                        setOpened(true);
                      }}
                    >
                      View Details
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
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
