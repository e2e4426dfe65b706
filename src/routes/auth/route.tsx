import { Center, Stack } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Logo } from '@/components/brand/logo';
import { guestOnly } from '@/features/auth/guards';

export const Route = createFileRoute('/auth')({
  // Every auth screen is a guest route: a signed-in person goes to their home (docs/behaviour.md#auth).
  beforeLoad: guestOnly,
  component: AuthLayout,
});

/** The auth screens, centred on a full-height page (docs/behaviour.md#auth). */
function AuthLayout() {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="lg" w="100%">
        <Logo to="/" size="xl" />
        <Outlet />
      </Stack>
    </Center>
  );
}
