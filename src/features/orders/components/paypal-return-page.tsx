import { Container, Title } from '@mantine/core';

export function PaypalReturnPage() {
  return (
    <Container py="xl">
      <Title order={1}>Processing payment</Title>
    </Container>
  );
}
