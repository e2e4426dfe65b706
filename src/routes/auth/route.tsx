import { Center } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guestOnly } from '@/features/auth/guards';

export const Route = createFileRoute('/auth')({
  beforeLoad: guestOnly,
  component: AuthLayout,
});

/** The auth screens, centred on a full-height page (spec section 2). */
function AuthLayout() {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Outlet />
    </Center>
  );
}
