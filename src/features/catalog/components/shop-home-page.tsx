import { Container, Title } from '@mantine/core';

export function ShopHomePage() {
  return (
    <Container py="xl">
      <Title order={1}>Home</Title>
    </Container>
  );
}
