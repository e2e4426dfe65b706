import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ShopHeader } from '@/components/layout/shop-header';
import { shopperOnly } from '@/features/auth/guards';
import { UserMenu } from '@/features/auth/components/user-menu';
import { cartQueries } from '@/features/cart/api/cart-queries';
import { CartSheet } from '@/features/cart/components/cart-sheet';
import { loadSectionMessages } from '@/lib/i18n/i18n';
import { useAuthStore } from '@/stores/auth-store';

export const Route = createFileRoute('/shop')({
  beforeLoad: async () => {
    shopperOnly();
    // The shop's texts load with it (lib/i18n/message-bundles.ts).
    await loadSectionMessages('shop');
  },
  // The header's cart leaves with the page's data, not once the header renders (and on a first load it takes
  // the answer main.tsx asked for early: boot/early-requests.ts). Not waited for: the page never waits on it.
  loader: ({ context: { queryClient } }) => {
    const userId = useAuthStore.getState().user?.id;
    if (userId) void queryClient.prefetchQuery(cartQueries.detail(userId));
  },
  component: ShopLayout,
});

function ShopLayout() {
  return (
    <>
      <ShopHeader cart={<CartSheet />} userMenu={<UserMenu />} />
      <main>
        <Outlet />
      </main>
    </>
  );
}
