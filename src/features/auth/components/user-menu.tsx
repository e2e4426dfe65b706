import { Avatar, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { LazyMenu } from '@/components/overlays/lazy-menu';
import { Link } from '@tanstack/react-router';
import { useLocale, useTranslate } from '@/lib/i18n/i18n';
import { initials } from '@/lib/format/initials';
import { useAuthStore } from '@/stores/auth-store';
import { useLogout } from '../api/use-logout';

/** 'Logged in as {name}', Account, Logout (docs/behaviour.md#auth). */
export function UserMenu() {
  const t = useTranslate();
  const locale = useLocale();
  const user = useAuthStore((state) => state.user);
  const logout = useLogout();
  const name = user?.userName ?? '';
  // No initial focus placeholder: Mantine's is a focusable role="presentation" div inside role="menu", which
  // breaks the menu's required children (axe aria-required-children); focus goes to the first item instead.
  return (
    <LazyMenu
      menuProps={{ position: 'bottom-end', withArrow: true, width: 220, withInitialFocusPlaceholder: false }}
      target={
        <UnstyledButton aria-label={t('auth.userMenu.label')}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="pomegranate" radius="xl" size="md">
              {initials(name, locale, 1)}
            </Avatar>
          </Group>
        </UnstyledButton>
      }
      dropdown={(Menu) => (
        <>
          <Menu.Label>
            <Text size="sm" fw={600} c="dark" truncate>
              {t('auth.userMenu.signedInAs', { name })}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          <Menu.Item component={Link} to="/shop/account">
            {t('auth.userMenu.account')}
          </Menu.Item>
          <Menu.Item onClick={() => logout.mutate()} disabled={logout.isPending}>
            {t('auth.logout')}
          </Menu.Item>
        </>
      )}
    />
  );
}

/** The admin header's Logout button. */
export function LogoutButton() {
  const t = useTranslate();
  const logout = useLogout();
  return (
    <Button variant="light" onClick={() => logout.mutate()} loading={logout.isPending}>
      {t('auth.logout')}
    </Button>
  );
}
