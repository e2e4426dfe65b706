import { createFileRoute } from '@tanstack/react-router';
import { AdminOrdersPage } from '@/features/admin-orders/components/admin-orders-page';

export const Route = createFileRoute('/admin/orders')({
  head: () => ({ meta: [{ title: 'Admin · Orders · Lokum & Co.' }] }),
  component: AdminOrdersPage,
});
