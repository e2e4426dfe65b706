import '@mantine/core/styles/Tabs.css';
import { Container, Tabs, Title } from '@mantine/core';
import { AddressManager } from '@/features/addresses/components/address-manager';
import { useTranslate } from '@/lib/i18n/i18n';
import { useCurrentUserId } from '@/stores/auth-store';
import { OrderHistory } from '@/features/orders/components/order-history';

/** /shop/account: Orders (default) and Address tabs. */
export function AccountPage() {
  const t = useTranslate();
  const userId = useCurrentUserId();
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        {t('account.title')}
      </Title>
      <Tabs defaultValue="orders" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders">{t('account.tabs.orders')}</Tabs.Tab>
          <Tabs.Tab value="address">{t('account.tabs.address')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="lg">
          <OrderHistory userId={userId} />
        </Tabs.Panel>
        <Tabs.Panel value="address" pt="lg">
          <AddressManager userId={userId} headingOrder={2} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
