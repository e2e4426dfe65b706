import { Anchor, Box, Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '@/components/brand/logo';

/** docs/behaviour.md#catalogue: Home; Products, Best Seller and Discounted Products all to the listing; Search. */
const SHOP_NAV_LINKS = [
  { label: 'Home', to: '/shop/home' },
  { label: 'Products', to: '/shop/listing' },
  { label: 'Best Seller', to: '/shop/listing' },
  { label: 'Discounted Products', to: '/shop/listing' },
  { label: 'Search', to: '/shop/search' },
] as const;

/** `rows`: the phone drawer's full-width links, 40 px tall to tap (docs/behaviour.md#limits). */
function NavLinks({ onNavigate, rows = false }: { onNavigate?: () => void; rows?: boolean }) {
  return SHOP_NAV_LINKS.map((link) => (
    <Anchor
      key={link.label}
      component={Link}
      to={link.to}
      onClick={onNavigate}
      c="dark"
      fw={500}
      size="sm"
      py={rows ? 10 : undefined}
      activeOptions={{ exact: true }}
    >
      {link.label}
    </Anchor>
  ));
}

/** The shop header: logo, category navigation, the cart and the user menu (phones: a menu drawer). */
export function ShopHeader({ cart, userMenu }: { cart: ReactNode; userMenu: ReactNode }) {
  const [menuOpened, menu] = useDisclosure(false);
  return (
    <Box
      component="header"
      pos="sticky"
      top={0}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', zIndex: 100 }}
      bg="white"
    >
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              hiddenFrom="md"
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label={menuOpened ? 'Close the menu' : 'Open the menu'}
              aria-expanded={menuOpened}
              size="sm"
            />
            <Logo to="/shop/home" />
          </Group>
          <Group component="nav" aria-label="Categories" gap="lg" visibleFrom="md">
            <NavLinks />
          </Group>
          <Group gap="sm" wrap="nowrap">
            {cart}
            {userMenu}
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        title="Menu"
        size="xs"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack component="nav" aria-label="Categories" gap={4}>
          <NavLinks onNavigate={menu.close} rows />
        </Stack>
      </Drawer>
    </Box>
  );
}
