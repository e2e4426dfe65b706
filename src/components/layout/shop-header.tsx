import { Anchor, Box, Burger, Container, Divider, Group, Stack } from '@mantine/core';
import { LazyDrawer as Drawer } from '@/components/overlays/lazy-drawer';
import { useDisclosure } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '@/components/brand/logo';
import { LanguageSwitch } from '@/components/navigation/language-switch';
import { useTranslate } from '@/lib/i18n/i18n';

/**
 * docs/behaviour.md#catalog: Home; Products, Best Seller and Discounted Products all to the listing; Search.
 * Each label is a message id, translated as the links render.
 */
const SHOP_NAV_LINKS = [
  { labelId: 'common.nav.home', to: '/shop/home' },
  { labelId: 'common.nav.products', to: '/shop/listing' },
  { labelId: 'common.nav.bestSeller', to: '/shop/listing' },
  { labelId: 'common.nav.discountedProducts', to: '/shop/listing' },
  { labelId: 'common.nav.search', to: '/shop/search' },
] as const;

/** `rows`: the phone drawer's full-width links, 40 px tall to tap (docs/behaviour.md#limits). */
function NavLinks({ onNavigate, rows = false }: { onNavigate?: () => void; rows?: boolean }) {
  const t = useTranslate();
  return SHOP_NAV_LINKS.map((link) => (
    <Anchor
      key={link.labelId}
      component={Link}
      to={link.to}
      onClick={onNavigate}
      c="dark"
      fw={500}
      size="sm"
      py={rows ? 10 : undefined}
      activeOptions={{ exact: true }}
    >
      {t(link.labelId)}
    </Anchor>
  ));
}

/**
 * The shop header: logo, category navigation, the language switch, the cart and the user menu (phones: a menu
 * drawer with the navigation and the language switch).
 */
export function ShopHeader({ cart, userMenu }: { cart: ReactNode; userMenu: ReactNode }) {
  const t = useTranslate();
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
              aria-label={menuOpened ? t('common.header.closeMenu') : t('common.header.openMenu')}
              aria-expanded={menuOpened}
              size="sm"
            />
            <Logo to="/shop/home" />
          </Group>
          <Group component="nav" aria-label={t('common.header.navLabel')} gap="lg" visibleFrom="md">
            <NavLinks />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Box visibleFrom="md">
              <LanguageSwitch />
            </Box>
            {cart}
            {userMenu}
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        title={t('common.header.menuTitle')}
        size="xs"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': t('common.action.close') }}
      >
        <Stack component="nav" aria-label={t('common.header.navLabel')} gap={4}>
          <NavLinks onNavigate={menu.close} rows />
        </Stack>
        <Divider my="sm" />
        <LanguageSwitch fullWidth />
      </Drawer>
    </Box>
  );
}
