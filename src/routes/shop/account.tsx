import { createFileRoute } from '@tanstack/react-router';
import { orderQueries } from '@/features/orders/api/order-queries';
import { AccountPage } from '@/features/orders/components/account-page';
import { useAuthStore } from '@/stores/auth-store';

export const Route = createFileRoute('/shop/account')({
  // prefetchQuery never throws: a failed load shows an empty table (spec section 8), not an error page.
  loader: async ({ context }) => {
    const userId = useAuthStore.getState().user?.id;
    if (userId) await context.queryClient.prefetchQuery(orderQueries.list(userId));
  },
  head: () => ({ meta: [{ title: 'My account · Lokum & Co.' }] }),
  component: AccountPage,
});
