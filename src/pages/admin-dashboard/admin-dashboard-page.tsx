import { AdminDashboardPage } from '@/features/banners/components/admin-dashboard-page';
import { ShopOverview } from './shop-overview';

/** The admin's dashboard: how the shop is doing, above the feature images (docs/behaviour.md#admin). */
export function AdminDashboardWithOverview() {
  return <AdminDashboardPage overview={<ShopOverview />} />;
}
