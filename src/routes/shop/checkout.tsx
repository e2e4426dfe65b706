import { createFileRoute } from '@tanstack/react-router';
import { loadPageData } from '@/lib/query/route-data';
import { addressQueries } from '@/features/addresses/api/address-queries';
import { cartQueries } from '@/features/cart/api/cart-queries';
import { translate } from '@/lib/i18n/i18n';
import { CheckoutPage } from '@/pages/checkout-page';
import { useAuthStore } from '@/stores/auth-store';

export const Route = createFileRoute('/shop/checkout')({
  loader: ({ context: { queryClient } }) => {
    const userId = useAuthStore.getState().user?.id;
    return loadPageData(
      userId
        ? [
            queryClient.ensureQueryData(cartQueries.detail(userId)),
            queryClient.ensureQueryData(addressQueries.list(userId)),
          ]
        : [],
    );
  },
  head: () => ({ meta: [{ title: translate('checkout.pageTitle') }] }),
  component: CheckoutPage,
});
