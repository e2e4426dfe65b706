import { Container, Title } from '@mantine/core';

export function ResetPasswordPage() {
  return (
    <Container py="xl">
      <Title order={1}>Reset your password</Title>
    </Container>
  );
}
