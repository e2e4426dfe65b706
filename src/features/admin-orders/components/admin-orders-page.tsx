import { Button, Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPrice } from '@/features/catalog/schemas';
import { orderDatePart } from '@/features/orders/schemas';
import { adminOrderQueries } from '../api/admin-order-queries';
import { AdminOrderDetailsDialog } from './admin-order-details-dialog';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';

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
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover aria-labelledby="all-orders-heading">
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
                {orders.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text c="dimmed">No orders yet</Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  orders.map((order) => (
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
                          variant="light"
                          onClick={() => {
                            setSelectedId(order._id);
                            setDialogOpened(true);
                          }}
                        >
                          View Details
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
