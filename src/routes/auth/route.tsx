import { Box, Center, Stack } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Logo } from '@/components/brand/logo';
import { LanguageSwitch } from '@/components/navigation/language-switch';
import { guestOnly } from '@/features/auth/guards';
import { loadSectionMessages } from '@/lib/i18n/i18n';

export const Route = createFileRoute('/auth')({
  // Every auth screen is a guest route: a signed-in person goes to their home (docs/behaviour.md#auth).
  beforeLoad: async () => {
    guestOnly();
    // The auth screens' texts load with them (lib/i18n/message-bundles.ts).
    await loadSectionMessages('auth');
  },
  component: AuthLayout,
});

/**
 * The auth screens, centred on a full-height page (docs/behaviour.md#auth), with the language switch in the
 * page's top right corner, out of the flow: the screen sits where it would without it.
 */
function AuthLayout() {
  return (
    <>
      <Box component="header" pos="absolute" top={0} right={0} p="md">
        <LanguageSwitch />
      </Box>
      <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
        <Stack align="center" gap="lg" w="100%">
          <Logo to="/" size="xl" />
          <Outlet />
        </Stack>
      </Center>
    </>
  );
}
