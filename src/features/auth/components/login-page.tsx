import { Container, Title } from '@mantine/core';

export function LoginPage() {
  return (
    <Container py="xl">
      <Title order={1}>Sign in</Title>
    </Container>
  );
}
