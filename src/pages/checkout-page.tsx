import { Alert, Button, Card, Center, Container, Grid, Loader, Stack, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { AddressManager } from '@/features/addresses/components/address-manager';
import type { Address } from '@/features/addresses/schemas';
import { useCart } from '@/features/cart/api/use-cart';
import { useCurrentUserId } from '@/stores/auth-store';
import { CartLines } from '@/features/cart/components/cart-lines';
import touch from '@/components/touch/touch-targets.module.css';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/stores/toast-store';
import { buildNewOrder, usePlaceOrder } from '@/features/orders/api/use-place-order';
import { externalNavigation, isHttpUrl, saveCurrentOrderId } from '@/features/orders/current-order';

/** Checkout: pick an address, review the cart, and pay through the provider's redirect. */
export function CheckoutPage() {
  const userId = useCurrentUserId();
  const { cart } = useCart();
  const placeOrder = usePlaceOrder();
  const [address, setAddress] = useState<Address | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Disabled state arrives with the next render; the ref stops a double click that lands before it.
  const ordering = useRef(false);

  const orderNow = () => {
    if (ordering.current || placeOrder.isPending) return;
    if (cart.items.length === 0) {
      toast.error('Your cart is empty. Please add items to proceed');
      return;
    }
    if (!address) {
      toast.error('Please select one address to proceed.');
      return;
    }
    ordering.current = true;
    setProblem(null);
    placeOrder.mutate(buildNewOrder({ userId, cart, address }), {
      onSuccess: ({ approvalURL, orderId }) => {
        saveCurrentOrderId(orderId);
        if (!isHttpUrl(approvalURL)) {
          ordering.current = false;
          setProblem('The payment provider sent an address we cannot open. Your order was not paid.');
          return;
        }
        setRedirecting(true);
        externalNavigation.assign(approvalURL);
      },
      onError: (error) => {
        ordering.current = false;
        setProblem(errorMessage(error));
      },
    });
  };

  if (redirecting) {
    return (
      <Center mih="60vh" p="md">
        <Stack align="center" gap="md" aria-live="polite" aria-busy="true">
          <Loader aria-hidden="true" />
          <Title order={1} size="h2">
            Processing Paypal Payment...
          </Title>
        </Stack>
      </Center>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Checkout
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={2} size="h3" mb="md">
            Delivery address
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
                Your cart
              </Title>
              <CartLines items={cart.items} />
              {problem && (
                <Alert color="red" variant="light" role="alert">
                  {problem}
                </Alert>
              )}
              <Button
                size="md"
                fullWidth
                className={touch.purchase}
                onClick={orderNow}
                disabled={placeOrder.isPending}
                loading={placeOrder.isPending}
              >
                Order Now
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
