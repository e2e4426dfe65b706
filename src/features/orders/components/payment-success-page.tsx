import { Container, Title } from '@mantine/core';

export function PaymentSuccessPage() {
  return (
    <Container py="xl">
      <Title order={1}>Payment successful</Title>
    </Container>
  );
}
