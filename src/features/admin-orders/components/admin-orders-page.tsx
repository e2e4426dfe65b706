import { Container, Title } from '@mantine/core';

export function AdminOrdersPage() {
  return (
    <Container py="xl">
      <Title order={1}>Orders</Title>
    </Container>
  );
}
