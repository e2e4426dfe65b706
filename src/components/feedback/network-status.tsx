import { useSyncExternalStore } from 'react';
import { useNetwork } from '@mantine/hooks';
import { useAppUpdate } from '@/lib/device/app-update';
import { loadMessageBundles } from '@/lib/i18n/i18n';
import { onSignOutPendingChange, signOutPending } from '@/lib/session/pending-sign-out';
import { useLoadedWhen } from '@/lib/hooks/use-loaded-when';
import { useWhenIdle } from '@/lib/hooks/use-when-idle';

const loadNetworkStatusBar = () =>
  Promise.all([import('./network-status-bar'), loadMessageBundles('network')]).then(([bar]) => bar);

/** Under the dialogs and drawers (Mantine's 200), which keep the keyboard while they are open. */
const regionStyle = {
  position: 'fixed',
  left: 16,
  bottom: 16,
  zIndex: 150,
  width: 'min(420px, calc(100vw - 32px))',
} as const;

/** Whether the shop's server still has to hear of a sign-out (lib/session/pending-sign-out.ts), in any tab. */
function useSignOutPending() {
  return useSyncExternalStore(onSignOutPendingChange, signOutPending, () => false);
}

/**
 * The offline notice, a sign-out the server has not heard of yet and the new version's Reload offer
 * (network-status-bar.tsx), on every page, in one live region
 * mounted from the start, so a screen reader announces them when they come in. The bar's code and texts are not
 * part of the first load: they download once the page is idle (so they are at hand when the network goes), or when
 * there is something to say; the service worker keeps them for offline use.
 */
export function NetworkStatus() {
  const { online } = useNetwork();
  const update = useAppUpdate();
  const signingOut = useSignOutPending();
  const idle = useWhenIdle();
  const Bar = useLoadedWhen(
    idle || !online || update !== null || signingOut,
    loadNetworkStatusBar,
  )?.NetworkStatusBar;
  return (
    <div role="status" aria-live="polite" style={regionStyle}>
      {Bar && <Bar online={online} update={update} signingOut={signingOut} />}
    </div>
  );
}
