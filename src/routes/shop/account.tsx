import { createFileRoute } from '@tanstack/react-router';
import { loadPageData } from '@/lib/query/route-data';
import { orderQueries } from '@/features/orders/api/order-queries';
import { translate } from '@/lib/i18n/i18n';
import { AccountPage } from '@/pages/account-page';
import { useAuthStore } from '@/stores/auth-store';

export const Route = createFileRoute('/shop/account')({
  loader: ({ context: { queryClient } }) => {
    const userId = useAuthStore.getState().user?.id;
    return loadPageData(userId ? [queryClient.ensureQueryData(orderQueries.list(userId))] : []);
  },
  head: () => ({ meta: [{ title: translate('account.pageTitle') }] }),
  component: AccountPage,
});
