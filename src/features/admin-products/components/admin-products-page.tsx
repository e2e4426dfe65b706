import { Container, Title } from '@mantine/core';

export function AdminProductsPage() {
  return (
    <Container py="xl">
      <Title order={1}>Products</Title>
    </Container>
  );
}
