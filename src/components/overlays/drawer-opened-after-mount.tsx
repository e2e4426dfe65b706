import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer, type DrawerProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Mantine's Drawer as LazyDrawer loads it. When it is loaded by its first opening, it mounts closed and opens a
 * frame later, so that opening slides in as every later one does. While it slides out its content is hidden
 * from assistive technology (and from role queries): what is leaving is no longer part of the page.
 */
export function DrawerOpenedAfterMount(props: DrawerProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const opened = props.opened && mounted;
  return <Drawer {...props} opened={opened} aria-hidden={props.opened ? undefined : true} />;
}
