import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { loadPageData } from '@/lib/query/route-data';
import { adminProductQueries } from '@/features/admin-products/api/admin-product-queries';
import { AdminProductsPage } from '@/pages/admin-products-page';
import { adminProductsSearchSchema } from '@/features/admin-products/lib/admin-products-search';

export const Route = createFileRoute('/admin/products')({
  validateSearch: adminProductsSearchSchema,
  loader: ({ context: { queryClient } }) =>
    loadPageData([queryClient.ensureQueryData(adminProductQueries.list())]),
  head: () => ({ meta: [{ title: translate('admin.pageTitle.products') }] }),
  component: AdminProductsPage,
});
