import { createFileRoute } from '@tanstack/react-router';
import { PaymentSuccessPage } from '@/features/orders/components/payment-success-page';

export const Route = createFileRoute('/shop/payment-success')({
  head: () => ({ meta: [{ title: 'Payment successful · Lokum & Co.' }] }),
  component: PaymentSuccessPage,
});
