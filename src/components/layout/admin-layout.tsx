import { AppShell, Burger, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const ADMIN_LINKS = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Products', to: '/admin/products' },
  { label: 'Orders', to: '/admin/orders' },
] as const;

/** docs/behaviour.md#admin: a sidebar with Dashboard, Products and Orders, a mobile sheet menu, and Logout. */
export function AdminLayout({ children, logoutButton }: { children: ReactNode; logoutButton: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? 'Close the admin menu' : 'Open the admin menu'}
              aria-expanded={opened}
            />
            <Link to="/admin/dashboard" aria-label="Admin Panel home" style={{ display: 'flex' }}>
              <img src="/favicon.svg" alt="" width={28} height={28} />
            </Link>
            <Text fw={700} ff="Georgia, serif" size="lg">
              Admin Panel
            </Text>
          </Group>
          {logoutButton}
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" component="nav" aria-label="Admin">
        <Stack gap={4}>
          {ADMIN_LINKS.map((link) => (
            <NavLink
              key={link.to}
              component={Link}
              to={link.to}
              label={link.label}
              active={pathname === link.to}
              aria-current={pathname === link.to ? 'page' : undefined}
              onClick={close}
            />
          ))}
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
