import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ShopHeader } from '@/components/layout/shop-header';
import { shopperOnly } from '@/features/auth/guards';
import { UserMenu } from '@/features/auth/components/user-menu';
import { CartSheet } from '@/features/cart/components/cart-sheet';
import { loadSectionMessages } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/shop')({
  beforeLoad: async () => {
    shopperOnly();
    // The shop's texts load with it (lib/i18n/message-bundles.ts).
    await loadSectionMessages('shop');
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
