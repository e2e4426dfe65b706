import { createFileRoute } from '@tanstack/react-router';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { AdminOrdersPage } from '@/features/admin-orders/components/admin-orders-page';

export const Route = createFileRoute('/admin/orders')({
  // prefetchQuery never throws: a failed load leaves an empty table instead of an error page (spec section 8).
  loader: ({ context }) => context.queryClient.prefetchQuery(adminOrderQueries.list()),
  head: () => ({ meta: [{ title: 'Admin · Orders · Lokum & Co.' }] }),
  component: AdminOrdersPage,
});
