import { Button, Center, Group, MantineProvider, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';
import { randomToken } from './db';

/**
 * Stands in for the amount inside the translated sentence, which is then cut there to set the amount in bold
 * (a character from Unicode's private use area: no translation contains it).
 */
const AMOUNT_SLOT = '\uE000';

/**
 * The simulated payment provider's approval page: the approvalURL of a mock order points here, and
 * approving sends the browser back to the shop's return page with paymentId and PayerID, like PayPal does.
 */
export function ProviderPage() {
  const t = useTranslate();
  const params = new URLSearchParams(window.location.search);
  const paymentId = params.get('paymentId') ?? '';
  const amount = params.get('amount') ?? '0.00';

  const [beforeAmount = '', afterAmount = ''] = t('paymentProvider.page.approveText', {
    amount: AMOUNT_SLOT,
  }).split(AMOUNT_SLOT);

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
                {t('paymentProvider.page.simulated')}
              </Text>
            </Title>
            <Text>
              {beforeAmount}
              <strong>${amount}</strong>
              {afterAmount}
            </Text>
            <Text size="sm" c="dimmed">
              {t('paymentProvider.page.mockNotice')}
            </Text>
            <Group grow>
              <Button variant="default" onClick={() => window.location.assign('/shop/checkout')}>
                {t('paymentProvider.page.cancel')}
              </Button>
              <Button color="#0070ba" onClick={approve} disabled={!paymentId}>
                {t('paymentProvider.page.approve')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Center>
    </MantineProvider>
  );
}
