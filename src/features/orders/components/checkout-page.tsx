import { Container, Title } from '@mantine/core';

export function CheckoutPage() {
  return (
    <Container py="xl">
      <Title order={1}>Checkout</Title>
    </Container>
  );
}
