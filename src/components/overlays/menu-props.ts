import type { Menu, MenuProps } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

/**
 * The props of LazyMenu (lazy-menu.tsx) and of the menu it loads (menu-with-target.tsx). Here, apart from both:
 * the loaded menu reads them without importing the file that loads it, so the two form no import cycle.
 */
export interface LazyMenuProps {
  /** The button that opens the menu (a Mantine Button or UnstyledButton element). */
  target: ReactElement<Record<string, unknown>>;
  menuProps?: Omit<MenuProps, 'children' | 'defaultOpened' | 'opened' | 'onChange'>;
  /** The dropdown's items, made with the loaded Menu's parts (Menu.Item, Menu.Label…). */
  dropdown: (menu: typeof Menu) => ReactNode;
}

export interface LoadedMenuProps extends LazyMenuProps {
  /** Whether the stand-in trigger had the focus when it was pressed. */
  focusTarget: boolean;
}
