import { Button, Group, Paper, Text } from '@mantine/core';
import { useMatchRoute } from '@tanstack/react-router';
import type { AppUpdate } from '@/lib/device/app-update';
import { useTranslate } from '@/lib/i18n/i18n';

/**
 * What the connection means for the shopper (docs/behaviour.md#offline), in one corner of every page (in the live
 * region of network-status.tsx):
 * - offline: the catalog shows what this device kept, and the cart, checkout, account and back office need the
 *   network (what was typed stays on screen; the shop catches up by itself once back online);
 * - a sign-out the shop's server has not heard of yet (a session kept in its cookie, signed out while it could not
 *   be reached, lib/session/pending-sign-out.ts): said until the server has it;
 * - a new version of the shop is installed and waits (lib/device/app-update.ts): offered with Reload, never applied by
 *   itself, and not offered during checkout or a payment's return, where a reload would interrupt the shopper.
 */
export function NetworkStatusBar({
  online,
  update,
  signingOut,
}: {
  online: boolean;
  update: AppUpdate | null;
  signingOut: boolean;
}) {
  const t = useTranslate();
  const matchRoute = useMatchRoute();
  const paying = [
    matchRoute({ to: '/shop/checkout' }),
    matchRoute({ to: '/shop/paypal-return' }),
    matchRoute({ to: '/shop/payment-success' }),
  ].some(Boolean);
  const offerUpdate = update !== null && !paying;
  if (online && !offerUpdate && !signingOut) return null;

  return (
    <>
      {signingOut && (
        <Paper withBorder shadow="md" p="md" mb={!online || offerUpdate ? 'sm' : 0}>
          <Text fw={700}>{t('network.signOutPending.title')}</Text>
          <Text size="sm">{t('network.signOutPending.text')}</Text>
        </Paper>
      )}
      {!online && (
        <Paper withBorder shadow="md" p="md" mb={offerUpdate ? 'sm' : 0}>
          <Text fw={700}>{t('network.offlineTitle')}</Text>
          <Text size="sm">{t('network.offlineText')}</Text>
        </Paper>
      )}
      {offerUpdate && (
        <Paper withBorder shadow="md" p="md">
          <Group justify="space-between" wrap="nowrap">
            <Text>{t('network.update.ready')}</Text>
            <Button onClick={update.apply}>{t('network.update.reload')}</Button>
          </Group>
        </Paper>
      )}
    </>
  );
}
