import type { DrawerProps } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useWhenIdle } from '@/lib/use-when-idle';

const loadDrawer = () => import('./drawer-opened-after-mount');
const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.DrawerOpenedAfterMount })));

/**
 * A drawer whose code (Mantine's Drawer, its focus trap, scroll lock and transitions) is not part of the page's
 * first load: it downloads once the page is idle, or when the drawer is first opened, and renders from its first
 * opening on. Until then nothing of it is on the page, as nothing of a closed Drawer is. Same props as Drawer.
 */
export function LazyDrawer(props: DrawerProps) {
  const [used, setUsed] = useState(props.opened);
  const idle = useWhenIdle();
  if (props.opened && !used) setUsed(true);
  useEffect(() => {
    if (idle) void loadDrawer();
  }, [idle]);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
