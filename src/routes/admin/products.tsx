import { createFileRoute } from '@tanstack/react-router';
import { adminProductQueries } from '@/features/admin-products/api/admin-product-queries';
import { AdminProductsPage } from '@/features/admin-products/components/admin-products-page';

export const Route = createFileRoute('/admin/products')({
  // prefetchQuery never throws: a failed load leaves an empty grid instead of an error page (spec section 8).
  loader: ({ context }) => context.queryClient.prefetchQuery(adminProductQueries.list()),
  head: () => ({ meta: [{ title: 'Admin · Products · Lokum & Co.' }] }),
  component: AdminProductsPage,
});
