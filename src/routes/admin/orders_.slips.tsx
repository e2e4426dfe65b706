import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { loadPageData } from '@/lib/query/route-data';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { packingSlipsSearchSchema, slipIds } from '@/features/admin-orders/lib/packing-slip-search';
import { PackingSlipsPage } from '@/pages/packing-slips-page';

// `orders_`: beside the orders page, not inside it (a page of its own, to open in a new tab).
export const Route = createFileRoute('/admin/orders_/slips')({
  validateSearch: packingSlipsSearchSchema,
  loaderDeps: ({ search }) => ({ ids: search.ids }),
  // One order by its own call; several from the orders list.
  loader: ({ context: { queryClient }, deps }) => {
    const [only, ...others] = slipIds(deps.ids);
    return loadPageData([
      only && others.length === 0
        ? queryClient.ensureQueryData(adminOrderQueries.detail(only))
        : queryClient.ensureQueryData(adminOrderQueries.list()),
    ]);
  },
  head: () => ({ meta: [{ title: translate('admin.pageTitle.slips') }] }),
  component: PackingSlipsPage,
});
