import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { loadPageData } from '@/lib/query/route-data';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { AdminOrdersPage } from '@/pages/admin-orders-page';
import { adminOrdersSearchSchema } from '@/features/admin-orders/lib/admin-orders-search';

export const Route = createFileRoute('/admin/orders')({
  validateSearch: adminOrdersSearchSchema,
  loader: ({ context: { queryClient } }) =>
    loadPageData([queryClient.ensureQueryData(adminOrderQueries.list())]),
  head: () => ({ meta: [{ title: translate('admin.pageTitle.orders') }] }),
  component: AdminOrdersPage,
});
