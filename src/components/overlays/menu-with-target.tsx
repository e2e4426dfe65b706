import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { cloneElement, useEffect, useId, useState } from 'react';
import type { LoadedMenuProps } from './menu-props';

/**
 * Mantine's Menu around the given trigger, loaded by LazyMenu. It takes over from LazyMenu's stand-in trigger once
 * that is pressed: it mounts closed, focuses its trigger when the stand-in had the focus, and opens a frame later,
 * so that the menu notes its own trigger as the element to give the focus back to when it closes.
 */
export function MenuWithTarget({ target, menuProps, dropdown, focusTarget }: LoadedMenuProps) {
  const targetId = useId();
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (focusTarget)
      document.querySelector<HTMLElement>(`[data-menu-target="${CSS.escape(targetId)}"]`)?.focus();
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [focusTarget, targetId]);
  return (
    <Menu {...menuProps} opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(target, { 'data-menu-target': targetId })}</Menu.Target>
      <Menu.Dropdown>{dropdown(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
