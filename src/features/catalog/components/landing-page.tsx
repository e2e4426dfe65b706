import { Button, Container, Group, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function LandingPage() {
  return (
    <Container py="xl">
      <Title order={1}>Lokum & Co.</Title>
      <Group mt="md">
        <Button component={Link} to="/auth/login">
          Sign In
        </Button>
        <Button component={Link} to="/auth/register" variant="outline">
          Sign Up
        </Button>
      </Group>
    </Container>
  );
}
