import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { cartQueries } from '@/features/cart/api/cart-queries';
import { completePaymentReturn, type PaymentReturnOutcome } from '../api/capture-once';
import { orderQueries } from '../api/order-queries';

const PROBLEMS: Record<Exclude<PaymentReturnOutcome['kind'], 'success'>, { title: string; text: string }> = {
  'missing-params': {
    title: 'This payment link is incomplete',
    text: 'The payment provider did not send back the payment details, so nothing was charged here.',
  },
  'missing-order': {
    title: 'We could not find the order for this payment',
    text: 'The order waiting for this payment is no longer known in this browser tab. Check your orders to see its status.',
  },
  failed: {
    title: 'The payment could not be completed',
    text: 'Your order is saved but not paid.',
  },
  unconfirmed: {
    title: 'We could not confirm this payment yet',
    text: 'No clear answer came back while the payment was being confirmed. Check your orders to see its status before paying again.',
  },
};

/** /shop/paypal-return: captures the approved payment once, then goes to the success page. */
export function PaypalReturnPage({ paymentId, payerId }: { paymentId?: string; payerId?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<PaymentReturnOutcome | null>(null);

  useEffect(() => {
    let active = true;
    void completePaymentReturn({ paymentId, payerId }).then((result) => {
      if (!active) return;
      if (result.kind === 'success') {
        void queryClient.invalidateQueries({ queryKey: orderQueries.all() });
        void queryClient.invalidateQueries({ queryKey: cartQueries.all() });
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
            Processing Payment...Please wait!
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
          {problem.title}
        </Title>
        <Alert color="red" variant="light" role="alert">
          <Text>{problem.text}</Text>
          {outcome.kind === 'failed' && <Text mt="xs">{outcome.message}</Text>}
        </Alert>
        <Group>
          <Button component={Link} to="/shop/account">
            View Orders
          </Button>
          <Button component={Link} to="/shop/checkout" variant="default">
            Back to checkout
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
