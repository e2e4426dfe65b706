import { cloneElement, useEffect, useId, useState, type ComponentType } from 'react';
import { useWhenIdle } from '@/lib/hooks/use-when-idle';
import type { LazyMenuProps, LoadedMenuProps } from './menu-props';

const loadMenu = () => import('./menu-with-target');

/**
 * A menu whose code (Mantine's Menu and Popover, Floating UI) is not part of the page's first load. It downloads
 * once the page is idle, but the trigger stands alone, marked as opening a menu, until it is first pressed: only
 * then does the loaded menu take its place, open, and focused if the trigger had the focus. Swapping the trigger
 * at some idle moment instead would replace the element under a shopper's finger: a press that began on the old
 * button and ended on the new one would be no click at all.
 */
export function LazyMenu({ target, menuProps, dropdown }: LazyMenuProps) {
  const idle = useWhenIdle();
  const standInId = useId();
  const [loaded, setLoaded] = useState<{ Menu: ComponentType<LoadedMenuProps>; focus: boolean } | null>(null);
  useEffect(() => {
    if (idle) void loadMenu();
  }, [idle]);

  if (loaded) {
    return (
      <loaded.Menu target={target} menuProps={menuProps} dropdown={dropdown} focusTarget={loaded.focus} />
    );
  }
  return cloneElement(target, {
    'data-menu-stand-in': standInId,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => {
      void loadMenu().then((module) => {
        const focus = document.activeElement?.getAttribute('data-menu-stand-in') === standInId;
        setLoaded((current) => current ?? { Menu: module.MenuWithTarget, focus });
      });
    },
  });
}
