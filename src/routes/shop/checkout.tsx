import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '@/features/orders/components/checkout-page';

export const Route = createFileRoute('/shop/checkout')({
  head: () => ({ meta: [{ title: 'Checkout · Lokum & Co.' }] }),
  component: CheckoutPage,
});
