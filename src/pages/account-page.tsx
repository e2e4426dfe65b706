import { Container, Tabs, Title } from '@mantine/core';
import { AddressManager } from '@/features/addresses/components/address-manager';
import { useCurrentUserId } from '@/stores/auth-store';
import { OrderHistory } from '@/features/orders/components/order-history';

/** /shop/account: Orders (default) and Address tabs. */
export function AccountPage() {
  const userId = useCurrentUserId();
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        My account
      </Title>
      <Tabs defaultValue="orders" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders">Orders</Tabs.Tab>
          <Tabs.Tab value="address">Address</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="lg">
          <OrderHistory userId={userId} />
        </Tabs.Panel>
        <Tabs.Panel value="address" pt="lg">
          <AddressManager userId={userId} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
