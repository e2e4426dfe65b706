import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useAuthStore } from '@/stores/auth-store';
import { useLogout } from '../api/use-logout';

/** 'Logged in as {name}', Account, Logout (spec section 2). */
export function UserMenu() {
  const user = useAuthStore((state) => state.user);
  const logout = useLogout();
  const name = user?.userName ?? '';
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
          <Avatar color="pomegranate" radius="xl">
            {name.slice(0, 1).toUpperCase() || '?'}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Logged in as {name}</Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/shop/account">
          Account
        </Menu.Item>
        <Menu.Item onClick={() => logout.mutate()} disabled={logout.isPending}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
      Logout
    </button>
  );
}
