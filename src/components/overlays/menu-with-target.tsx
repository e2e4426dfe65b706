import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { cloneElement, useId, useLayoutEffect } from 'react';
import type { LoadedMenuProps } from './menu-props';

/**
 * Mantine's Menu around the given trigger, loaded by LazyMenu. It takes over from LazyMenu's stand-in trigger:
 * opened at once when that was pressed, and focused when that had the focus.
 */
export function MenuWithTarget({ target, menuProps, dropdown, focusTarget, defaultOpened }: LoadedMenuProps) {
  const targetId = useId();
  useLayoutEffect(() => {
    if (!focusTarget) return;
    document.querySelector<HTMLElement>(`[data-menu-target="${CSS.escape(targetId)}"]`)?.focus();
  }, [focusTarget, targetId]);
  return (
    <Menu {...menuProps} defaultOpened={defaultOpened}>
      <Menu.Target>{cloneElement(target, { 'data-menu-target': targetId })}</Menu.Target>
      <Menu.Dropdown>{dropdown(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
