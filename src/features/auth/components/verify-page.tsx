import { Container, Title } from '@mantine/core';

export function VerifyPage() {
  return (
    <Container py="xl">
      <Title order={1}>Verify your account</Title>
    </Container>
  );
}
