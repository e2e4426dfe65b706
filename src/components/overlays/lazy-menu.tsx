import { cloneElement, useCallback, useEffect, useId, useState, type ComponentType } from 'react';
import { useWhenIdle } from '@/lib/hooks/use-when-idle';
import type { LazyMenuProps, LoadedMenuProps } from './menu-props';

const loadMenu = () => import('./menu-with-target');

/**
 * A menu whose code (Mantine's Menu and Popover, Floating UI) is not part of the page's first load. Until it has
 * downloaded (once the page is idle, or when the trigger is pressed) the trigger stands alone, marked as opening
 * a menu; the loaded menu then takes its place, open if it was pressed and focused if it had the focus.
 */
export function LazyMenu({ target, menuProps, dropdown }: LazyMenuProps) {
  const idle = useWhenIdle();
  const standInId = useId();
  const [openRequested, setOpenRequested] = useState(false);
  const [loaded, setLoaded] = useState<{ Menu: ComponentType<LoadedMenuProps>; focus: boolean } | null>(null);
  const load = useCallback(() => {
    void loadMenu().then((module) => {
      const focus = document.activeElement?.getAttribute('data-menu-stand-in') === standInId;
      setLoaded((current) => current ?? { Menu: module.MenuWithTarget, focus });
    });
  }, [standInId]);
  useEffect(() => {
    if (idle) load();
  }, [idle, load]);

  if (loaded) {
    return (
      <loaded.Menu
        target={target}
        menuProps={menuProps}
        dropdown={dropdown}
        focusTarget={loaded.focus}
        defaultOpened={openRequested}
      />
    );
  }
  return cloneElement(target, {
    'data-menu-stand-in': standInId,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: () => {
      setOpenRequested(true);
      load();
    },
  });
}
