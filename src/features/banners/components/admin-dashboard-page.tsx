import { Container, Title } from '@mantine/core';

export function AdminDashboardPage() {
  return (
    <Container py="xl">
      <Title order={1}>Dashboard</Title>
    </Container>
  );
}
