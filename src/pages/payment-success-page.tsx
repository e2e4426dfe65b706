import { Button, Center, Paper, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslate } from '@/lib/i18n/i18n';

export function PaymentSuccessPage() {
  const t = useTranslate();
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="lg">
          <Title order={1} size="h2">
            {t('orders.paymentSuccess.title')}
          </Title>
          <Button component={Link} to="/shop/account">
            {t('orders.viewOrders')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
