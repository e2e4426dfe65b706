import { Container, Title } from '@mantine/core';

export function RegisterPage() {
  return (
    <Container py="xl">
      <Title order={1}>Create account</Title>
    </Container>
  );
}
