import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '@/components/layout/admin-layout';
import { adminOnly } from '@/features/auth/guards';
import { LogoutButton } from '@/features/auth/components/user-menu';

export const Route = createFileRoute('/admin')({
  beforeLoad: adminOnly,
  component: () => (
    <AdminLayout logoutButton={<LogoutButton />}>
      <Outlet />
    </AdminLayout>
  ),
});
