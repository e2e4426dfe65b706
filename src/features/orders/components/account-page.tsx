import { Container, Title } from '@mantine/core';

export function AccountPage() {
  return (
    <Container py="xl">
      <Title order={1}>My account</Title>
    </Container>
  );
}
