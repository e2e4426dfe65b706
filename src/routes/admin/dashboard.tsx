import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '@/features/banners/components/admin-dashboard-page';

export const Route = createFileRoute('/admin/dashboard')({
  head: () => ({ meta: [{ title: 'Admin · Dashboard · Lokum & Co.' }] }),
  component: AdminDashboardPage,
});
