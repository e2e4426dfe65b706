import type { DrawerProps } from '@mantine/core';
import { useLoadedWhen } from '@/lib/hooks/use-loaded-when';
import { useWhenIdle } from '@/lib/hooks/use-when-idle';

const loadDrawer = () => import('./drawer-opened-after-mount');

/**
 * A drawer whose code (Mantine's Drawer, its focus trap, scroll lock and transitions) is not part of the page's
 * first load: it downloads once the page is idle, or when the drawer is first opened. Until then nothing of it is
 * on the page, as nothing of a closed Drawer is. Same props as Drawer.
 *
 * The loaded component is rendered directly, with no Suspense boundary: the drawer is then an ordinary Drawer
 * from the moment it exists, and its closing runs exactly as an eagerly loaded one's.
 */
export function LazyDrawer(props: DrawerProps) {
  const idle = useWhenIdle();
  const loaded = useLoadedWhen(idle || props.opened, loadDrawer);
  return loaded ? <loaded.DrawerOpenedAfterMount {...props} /> : null;
}
