import { Drawer, type DrawerProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Mantine's Drawer, loaded by LazyDrawer once it is first opened (or the page is idle). It mounts closed and opens
 * a frame later, so even its first opening slides in as every later one does.
 */
export function DrawerOpenedAfterMount(props: DrawerProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return <Drawer {...props} opened={props.opened && mounted} />;
}
