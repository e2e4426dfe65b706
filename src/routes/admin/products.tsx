import { createFileRoute } from '@tanstack/react-router';
import { AdminProductsPage } from '@/features/admin-products/components/admin-products-page';

export const Route = createFileRoute('/admin/products')({
  head: () => ({ meta: [{ title: 'Admin · Products · Lokum & Co.' }] }),
  component: AdminProductsPage,
});
