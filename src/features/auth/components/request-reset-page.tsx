import { Container, Title } from '@mantine/core';

export function RequestResetPage() {
  return (
    <Container py="xl">
      <Title order={1}>Request password reset</Title>
    </Container>
  );
}
