import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { PaypalReturnPage } from '@/pages/paypal-return-page';
import { translate } from '@/lib/i18n/i18n';

// The router parses "123" as a number: take either and keep the text; anything else means "missing".
const param = z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), undefined);

export const Route = createFileRoute('/shop/paypal-return')({
  validateSearch: z.object({ paymentId: param, PayerID: param }),
  head: () => ({ meta: [{ title: translate('orders.paymentReturn.pageTitle') }] }),
  component: PaypalReturnRoute,
});

function PaypalReturnRoute() {
  const { paymentId, PayerID } = Route.useSearch();
  return <PaypalReturnPage paymentId={paymentId} payerId={PayerID} />;
}
