import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { loadPageData } from '@/lib/route-data';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { packingSlipsSearchSchema } from '@/features/admin-orders/lib/packing-slip-search';
import { SelectedSlipsPage } from '@/pages/packing-slips-page';

export const Route = createFileRoute('/admin/orders_/slips')({
  validateSearch: packingSlipsSearchSchema,
  loader: ({ context: { queryClient } }) =>
    loadPageData([queryClient.ensureQueryData(adminOrderQueries.list())]),
  head: () => ({ meta: [{ title: translate('admin.pageTitle.slips') }] }),
  component: SelectedSlipsPage,
});
