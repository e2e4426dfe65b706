import { createFileRoute } from '@tanstack/react-router';
import { loadPageData } from '@/lib/route-data';
import { featureImageQueries } from '@/features/banners/api/feature-image-queries';
import { AdminDashboardPage } from '@/features/banners/components/admin-dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({
  loader: ({ context: { queryClient } }) =>
    loadPageData([queryClient.ensureQueryData(featureImageQueries.list())]),
  head: () => ({ meta: [{ title: 'Admin · Dashboard · Lokum & Co.' }] }),
  component: AdminDashboardPage,
});
