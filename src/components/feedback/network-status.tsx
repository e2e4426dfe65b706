import { useNetwork } from '@mantine/hooks';
import { useAppUpdate } from '@/lib/app-update';
import { loadMessageBundles } from '@/lib/i18n/i18n';
import { useLoadedWhen } from '@/lib/use-loaded-when';

const loadNetworkStatusBar = () =>
  Promise.all([import('./network-status-bar'), loadMessageBundles('network')]).then(([bar]) => bar);

/**
 * The offline notice and the new version's Reload offer (network-status-bar.tsx), on every page. The bar's code and
 * texts are not part of the first load: they download when there is something to say (the service worker keeps
 * them for offline use).
 */
export function NetworkStatus() {
  const { online } = useNetwork();
  const update = useAppUpdate();
  const Bar = useLoadedWhen(!online || update !== null, loadNetworkStatusBar)?.NetworkStatusBar;
  return Bar ? <Bar online={online} update={update} /> : null;
}
