import '@mantine/core/styles/Alert.css';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { cartQueries } from '@/features/cart/api/cart-queries';
import { useTranslate } from '@/lib/i18n/i18n';
import { completePaymentReturn, type PaymentReturnOutcome } from '@/features/orders/api/capture-once';
import { orderQueries } from '@/features/orders/api/order-queries';
import { refreshAfterWrite } from '@/lib/query/refresh-after-write';

/** Each problem's heading and explanation, as message ids (translated when shown). */
const PROBLEMS: Record<Exclude<PaymentReturnOutcome['kind'], 'success'>, { title: string; text: string }> = {
  'missing-params': {
    title: 'orders.paymentReturn.missingParams.title',
    text: 'orders.paymentReturn.missingParams.text',
  },
  'missing-order': {
    title: 'orders.paymentReturn.missingOrder.title',
    text: 'orders.paymentReturn.missingOrder.text',
  },
  failed: {
    title: 'orders.paymentReturn.failed.title',
    text: 'orders.paymentReturn.failed.text',
  },
  unconfirmed: {
    title: 'orders.paymentReturn.unconfirmed.title',
    text: 'orders.paymentReturn.unconfirmed.text',
  },
};

/** /shop/paypal-return: captures the approved payment once, then goes to the success page. */
export function PaypalReturnPage({ paymentId, payerId }: { paymentId?: string; payerId?: string }) {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<PaymentReturnOutcome | null>(null);

  useEffect(() => {
    let active = true;
    void completePaymentReturn({ paymentId, payerId }).then((result) => {
      if (!active) return;
      if (result.kind === 'success') {
        // The cart this page loaded may have been read before the capture emptied it.
        void refreshAfterWrite(queryClient, [orderQueries.all(), cartQueries.all()]);
        // Replace: Back must not land on this page again.
        void navigate({ to: '/shop/payment-success', replace: true });
      } else {
        setOutcome(result);
      }
    });
    return () => {
      active = false;
    };
  }, [paymentId, payerId, queryClient, navigate]);

  if (!outcome || outcome.kind === 'success') {
    return (
      <Center mih="60vh" p="md">
        <Stack align="center" gap="md" aria-live="polite" aria-busy="true">
          <Loader aria-hidden="true" />
          <Title order={1} size="h2">
            {t('orders.paymentReturn.processing')}
          </Title>
        </Stack>
      </Center>
    );
  }

  const problem = PROBLEMS[outcome.kind];
  return (
    <Center mih="60vh" p="md">
      <Stack maw={520} gap="md">
        <Title order={1} size="h2">
          {t(problem.title)}
        </Title>
        <Alert color="red" variant="light" role="alert">
          <Text>{t(problem.text)}</Text>
          {outcome.kind === 'failed' && (
            <Text mt="xs">{outcome.message ?? t('orders.paymentReturn.failed.earlierAttempt')}</Text>
          )}
        </Alert>
        <Group>
          <Button component={Link} to="/shop/account">
            {t('orders.viewOrders')}
          </Button>
          <Button component={Link} to="/shop/checkout" variant="default">
            {t('orders.paymentReturn.backToCheckout')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
