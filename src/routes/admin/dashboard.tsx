import { createFileRoute } from '@tanstack/react-router';
import { translate } from '@/lib/i18n/i18n';
import { loadPageData } from '@/lib/route-data';
import { featureImageQueries } from '@/features/banners/api/feature-image-queries';
import { AdminDashboardPage } from '@/features/banners/components/admin-dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({
  loader: ({ context: { queryClient } }) =>
    loadPageData([queryClient.ensureQueryData(featureImageQueries.list())]),
  head: () => ({ meta: [{ title: translate('banners.adminPage.pageTitle') }] }),
  component: AdminDashboardPage,
});
