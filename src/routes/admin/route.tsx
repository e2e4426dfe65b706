import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '@/components/layout/admin-layout';
import { adminOnly } from '@/features/auth/guards';
import { LogoutButton } from '@/features/auth/components/user-menu';
import { loadSectionMessages } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/admin')({
  beforeLoad: async () => {
    adminOnly();
    // The admin area's texts load with it (lib/i18n/message-bundles.ts).
    await loadSectionMessages('admin');
  },
  component: () => (
    <AdminLayout logoutButton={<LogoutButton />}>
      <Outlet />
    </AdminLayout>
  ),
});
