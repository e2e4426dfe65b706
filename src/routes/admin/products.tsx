import { createFileRoute } from '@tanstack/react-router';
import { loadPageData } from '@/lib/route-data';
import { adminProductQueries } from '@/features/admin-products/api/admin-product-queries';
import { AdminProductsPage } from '@/features/admin-products/components/admin-products-page';

export const Route = createFileRoute('/admin/products')({
  loader: ({ context: { queryClient } }) =>
    loadPageData([queryClient.ensureQueryData(adminProductQueries.list())]),
  head: () => ({ meta: [{ title: 'Admin · Products · Lokum & Co.' }] }),
  component: AdminProductsPage,
});
