import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { loadPageData } from '@/lib/route-data';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { packingSlipSearchSchema } from '@/features/admin-orders/lib/packing-slip-search';
import { OrderSlipPage } from '@/pages/packing-slips-page';

// `orders_`: beside the orders page, not inside it (the slip is a page of its own, to open in a new tab).
export const Route = createFileRoute('/admin/orders_/$orderId/slip')({
  validateSearch: packingSlipSearchSchema,
  loader: ({ context: { queryClient }, params }) =>
    loadPageData([queryClient.ensureQueryData(adminOrderQueries.detail(params.orderId))]),
  head: () => ({ meta: [{ title: translate('admin.pageTitle.slips') }] }),
  component: OrderSlipPage,
});
