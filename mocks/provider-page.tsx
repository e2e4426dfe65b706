import { Button, Center, Group, MantineProvider, Paper, Stack, Text, Title } from '@mantine/core';
import { randomToken } from './db';

/**
 * The simulated payment provider's approval page: the approvalURL of a mock order points here, and
 * approving sends the browser back to the shop's return page with paymentId and PayerID, like PayPal does.
 */
export function ProviderPage() {
  const params = new URLSearchParams(window.location.search);
  const paymentId = params.get('paymentId') ?? '';
  const amount = params.get('amount') ?? '0.00';

  const approve = () => {
    const back = new URL('/shop/paypal-return', window.location.origin);
    back.searchParams.set('paymentId', paymentId);
    back.searchParams.set('PayerID', `PAYER${randomToken(6).toUpperCase()}`);
    window.location.assign(back.toString());
  };

  return (
    <MantineProvider>
      <Center mih="100vh" bg="#f5f7fa" p="md">
        <Paper withBorder shadow="sm" p="xl" radius="md" maw={420} w="100%">
          <Stack>
            <Title order={1} size="h2" c="#003087">
              PayPal{' '}
              <Text span c="dimmed" size="sm">
                (simulated)
              </Text>
            </Title>
            <Text>
              Approve a payment of <strong>${amount}</strong> to Lokum & Co.
            </Text>
            <Text size="sm" c="dimmed">
              This page stands in for the payment provider while the shop runs on its mock backend. No money
              moves.
            </Text>
            <Group grow>
              <Button variant="default" onClick={() => window.location.assign('/shop/checkout')}>
                Cancel and return
              </Button>
              <Button color="#0070ba" onClick={approve} disabled={!paymentId}>
                Approve payment
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Center>
    </MantineProvider>
  );
}
