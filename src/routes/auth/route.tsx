import { Anchor, Center, Group, Stack, Text } from '@mantine/core';
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import { guestOnly } from '@/features/auth/guards';

export const Route = createFileRoute('/auth')({
  // Every auth screen is a guest route: a signed-in person goes to their home (spec section 2).
  beforeLoad: guestOnly,
  component: AuthLayout,
});

/** The auth screens, centred on a full-height page (spec section 2). */
function AuthLayout() {
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack align="center" gap="lg" w="100%">
        <Anchor component={Link} to="/" underline="never" c="inherit" aria-label="Lokum & Co. home">
          <Group gap={8} wrap="nowrap">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            <Text fw={700} ff="Georgia, serif" size="xl">
              Lokum & Co.
            </Text>
          </Group>
        </Anchor>
        <Outlet />
      </Stack>
    </Center>
  );
}
