import { Button, Center, Paper, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function PaymentSuccessPage() {
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="lg">
          <Title order={1} size="h2">
            Payment is successfull!
          </Title>
          <Button component={Link} to="/shop/account">
            View Orders
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
