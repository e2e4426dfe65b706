import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ShopHeader } from '@/components/layout/shop-header';
import { shopperOnly } from '@/features/auth/guards';
import { UserMenu } from '@/features/auth/components/user-menu';
import { CartSheet } from '@/features/cart/components/cart-sheet';

export const Route = createFileRoute('/shop')({
  beforeLoad: shopperOnly,
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
