import { Container, Title } from '@mantine/core';

export function ListingPage() {
  return (
    <Container py="xl">
      <Title order={1}>Products</Title>
    </Container>
  );
}
