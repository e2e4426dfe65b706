import { createFileRoute } from '@tanstack/react-router';
import { PaypalReturnPage } from '@/features/orders/components/paypal-return-page';

export const Route = createFileRoute('/shop/paypal-return')({
  head: () => ({ meta: [{ title: 'Processing payment · Lokum & Co.' }] }),
  component: PaypalReturnPage,
});
