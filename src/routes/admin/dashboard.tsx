import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { loadPageData } from '@/lib/query/route-data';
import { featureImageQueries } from '@/features/feature-images/api/feature-image-queries';
import { adminOrderQueries } from '@/features/admin-orders/api/admin-order-queries';
import { adminProductQueries } from '@/features/admin-products/api/admin-product-queries';
import { AdminDashboardPage } from '@/pages/admin-dashboard/admin-dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({
  // The overview's lists start at once but are not waited for: the page and its feature images show first.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(adminOrderQueries.list());
    void queryClient.prefetchQuery(adminProductQueries.list());
    return loadPageData([queryClient.ensureQueryData(featureImageQueries.list())]);
  },
  head: () => ({ meta: [{ title: translate('featureImages.adminPage.pageTitle') }] }),
  component: AdminDashboardPage,
});
