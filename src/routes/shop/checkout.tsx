import { createFileRoute } from '@tanstack/react-router';
import { addressQueries } from '@/features/addresses/api/address-queries';
import { cartQueries } from '@/features/cart/api/cart-queries';
import { CheckoutPage } from '@/features/orders/components/checkout-page';
import { useAuthStore } from '@/stores/auth-store';

export const Route = createFileRoute('/shop/checkout')({
  // prefetchQuery never throws: a failed load shows empty lists (spec section 8), not an error page.
  loader: async ({ context }) => {
    const userId = useAuthStore.getState().user?.id;
    if (!userId) return;
    await Promise.all([
      context.queryClient.prefetchQuery(cartQueries.detail(userId)),
      context.queryClient.prefetchQuery(addressQueries.list(userId)),
    ]);
  },
  head: () => ({ meta: [{ title: 'Checkout · Lokum & Co.' }] }),
  component: CheckoutPage,
});
