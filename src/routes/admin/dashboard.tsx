import { createFileRoute } from '@tanstack/react-router';
import { featureImageQueries } from '@/features/banners/api/feature-image-queries';
import { AdminDashboardPage } from '@/features/banners/components/admin-dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({
  // prefetchQuery never throws: a failed load leaves an empty list instead of an error page (spec section 8).
  loader: ({ context }) => context.queryClient.prefetchQuery(featureImageQueries.list()),
  head: () => ({ meta: [{ title: 'Admin · Dashboard · Lokum & Co.' }] }),
  component: AdminDashboardPage,
});
