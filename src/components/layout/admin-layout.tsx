import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/NavLink.css';
import { AppShell, Burger, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@/components/navigation/language-switch';
import { useTranslate } from '@/lib/i18n/i18n';

// The labels are message ids, translated when the sidebar renders.
const ADMIN_LINKS = [
  { labelId: 'admin.nav.dashboard', to: '/admin/dashboard' },
  { labelId: 'admin.nav.products', to: '/admin/products' },
  { labelId: 'admin.nav.orders', to: '/admin/orders' },
] as const;

/**
 * docs/behaviour.md#admin: a sidebar with Dashboard, Products and Orders, a mobile sheet menu, and Logout. The
 * language switch sits in the header from the sm breakpoint, and in the sheet menu below it (phones), so the
 * header never grows wider than a 360 px screen.
 */
export function AdminLayout({ children, logoutButton }: { children: ReactNode; logoutButton: ReactNode }) {
  const t = useTranslate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      {/* data-admin-chrome: left out of a print view that asks for it (the packing slips). */}
      <AppShell.Header data-admin-chrome>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('admin.layout.closeMenu') : t('admin.layout.openMenu')}
              aria-expanded={opened}
            />
            <Link to="/admin/dashboard" aria-label={t('admin.layout.homeLink')} style={{ display: 'flex' }}>
              <img src="/favicon.svg" alt="" width={28} height={28} />
            </Link>
            <Text fw={700} ff="Georgia, serif" size="lg">
              {t('admin.layout.title')}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Group visibleFrom="sm">
              <LanguageSwitch />
            </Group>
            {logoutButton}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" component="nav" aria-label={t('admin.layout.navigation')} data-admin-chrome>
        <Stack gap={4}>
          {ADMIN_LINKS.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={t(link.labelId)}
              active={pathname === link.to}
              aria-current={pathname === link.to ? 'page' : undefined}
              onClick={close}
            />
          ))}
        </Stack>
        <Stack hiddenFrom="sm" mt="md">
          <LanguageSwitch fullWidth />
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main data-admin-main>{children}</AppShell.Main>
    </AppShell>
  );
}
