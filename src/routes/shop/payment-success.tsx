import { createFileRoute } from '@tanstack/react-router';
import { PaymentSuccessPage } from '@/pages/payment-success-page';
import { translate } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/shop/payment-success')({
  head: () => ({ meta: [{ title: translate('orders.paymentSuccess.pageTitle') }] }),
  component: PaymentSuccessPage,
});
