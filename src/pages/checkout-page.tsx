import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { AddressManager } from '@/features/addresses/components/address-manager';
import type { Address } from '@/features/addresses/schemas';
import { useCart } from '@/features/cart/api/use-cart';
import { useCurrentUserId } from '@/stores/auth-store';
import { CartLines } from '@/features/cart/components/cart-lines';
import touch from '@/components/touch/touch-targets.module.css';
import { errorMessage } from '@/lib/backend/api-error';
import { toast } from '@/stores/toast-store';
import { buildNewOrder, usePlaceOrder } from '@/features/orders/api/use-place-order';
import {
  externalNavigation,
  isAllowedApprovalUrl,
  paymentOrigins,
  saveCurrentOrderId,
} from '@/features/orders/current-order';
import { apiOrigin } from '@/lib/backend/env';
import { env } from '@/lib/backend/env';
import {
  useUnconfirmedOrderLookup,
  type OrderLookup,
} from '@/features/orders/api/use-unconfirmed-order-lookup';
import { useTranslate } from '@/lib/i18n/i18n';
import { formatPrice } from '@/lib/format/money';
import { mayHaveLanded } from '@/lib/query/unconfirmed-writes';

/**
 * What the alert under the cart says: our own message for an approval address we will not open (translated
 * when shown, so it follows the language switch), or the server's refusal as it sent it.
 */
type CheckoutProblem = { kind: 'unsafeApprovalUrl' } | { kind: 'refused'; message: string };

/** Checkout: pick an address, review the cart, and pay through the provider's redirect. */
export function CheckoutPage() {
  const t = useTranslate();
  const userId = useCurrentUserId();
  const { cart } = useCart();
  const placeOrder = usePlaceOrder();
  const [address, setAddress] = useState<Address | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const { lookup, start: lookUpOrder, reset: forgetLookup } = useUnconfirmedOrderLookup();
  // Disabled state arrives with the next render; the ref stops a double click that lands before it.
  const ordering = useRef(false);
  const checkingOrders = lookup.status === 'checking';

  const orderNow = () => {
    if (ordering.current || placeOrder.isPending || checkingOrders) return;
    if (cart.items.length === 0) {
      toast.error(t('checkout.refusal.emptyCart'));
      return;
    }
    if (!address) {
      toast.error(t('checkout.refusal.noAddress'));
      return;
    }
    ordering.current = true;
    setProblem(null);
    forgetLookup();
    const order = buildNewOrder({ userId, cart, address });
    placeOrder.mutate(order, {
      onSuccess: ({ approvalURL, orderId }) => {
        saveCurrentOrderId(orderId);
        if (!isAllowedApprovalUrl(approvalURL, paymentOrigins(apiOrigin(), env.paymentHosts))) {
          ordering.current = false;
          setProblem({ kind: 'unsafeApprovalUrl' });
          return;
        }
        setRedirecting(true);
        externalNavigation.assign(approvalURL);
      },
      onError: (error) => {
        ordering.current = false;
        // No answer (or none we could read) is not a refusal: the order may exist. Say so and look for it
        // rather than invite a second press (docs/behaviour.md#cart-and-checkout).
        if (mayHaveLanded(error)) lookUpOrder({ userId, sentAt: order.orderDate, lines: order.cartItems });
        else setProblem({ kind: 'refused', message: errorMessage(error) });
      },
    });
  };

  if (redirecting) {
    return (
      <Center mih="60vh" p="md">
        <Stack align="center" gap="md" aria-live="polite" aria-busy="true">
          <Loader aria-hidden="true" />
          <Title order={1} size="h2">
            {t('checkout.payment.redirecting')}
          </Title>
        </Stack>
      </Center>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {t('checkout.heading')}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={2} size="h3" mb="md">
            {t('checkout.address.heading')}
          </Title>
          <AddressManager
            userId={userId}
            selection={{ selectedId: address?._id ?? null, onSelect: setAddress }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="checkout-cart-title">
            <Stack gap="md">
              <Title order={2} size="h3" id="checkout-cart-title">
                {t('checkout.cart.heading')}
              </Title>
              <CartLines items={cart.items} />
              {problem && (
                <Alert color="red" variant="light" role="alert">
                  {problem.kind === 'unsafeApprovalUrl'
                    ? t('checkout.payment.unsafeApprovalUrl')
                    : problem.message}
                </Alert>
              )}
              {lookup.status !== 'idle' && <UnconfirmedOrderNotice lookup={lookup} />}
              <Button
                size="md"
                fullWidth
                className={touch.purchase}
                onClick={orderNow}
                disabled={placeOrder.isPending || checkingOrders}
                loading={placeOrder.isPending}
              >
                {t('checkout.orderNow')}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function OrdersLink() {
  const t = useTranslate();
  return (
    <Anchor component={Link} to="/shop/account">
      {t('checkout.unconfirmed.ordersLink')}
    </Anchor>
  );
}

/**
 * What the shopper is told after an Order Now without a clear answer, while and after we look for the order
 * it may have created. The approval address is not stored with an order, so a found order cannot be paid from
 * here: it stays unpaid (nothing is charged before a payment is captured) and a new Order Now pays.
 */
function UnconfirmedOrderNotice({ lookup }: { lookup: Exclude<OrderLookup, { status: 'idle' }> }) {
  const t = useTranslate();
  return (
    <Alert
      color="yellow"
      variant="light"
      role="alert"
      title={t('checkout.unconfirmed.title')}
      aria-busy={lookup.status === 'checking'}
    >
      <Stack gap="xs">
        {lookup.status === 'checking' && (
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('checkout.unconfirmed.checking')}</Text>
          </Group>
        )}
        {lookup.status === 'found' && (
          <>
            <Text size="sm">
              {t('checkout.unconfirmed.found', {
                orderId: lookup.order._id,
                amount: formatPrice(lookup.order.totalAmount),
              })}
            </Text>
            <Text size="sm">{t('checkout.unconfirmed.payAgain')}</Text>
          </>
        )}
        {lookup.status === 'not-found' && <Text size="sm">{t('checkout.unconfirmed.notFound')}</Text>}
        {lookup.status === 'failed' && <Text size="sm">{t('checkout.unconfirmed.failed')}</Text>}
        {lookup.status !== 'checking' && <OrdersLink />}
      </Stack>
    </Alert>
  );
}
