import { useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back to the element that had it when a dialog or sheet opened (the button a keyboard user pressed
 * Enter on), unless the person has moved it elsewhere meanwhile; pass the overlay `returnFocus={false}`. Mantine's
 * own return notes that element in an effect that may run after the overlay's focus trap has moved the focus in (a
 * busy page, an overlay open from its first render): it then gives the focus back to the overlay's own element,
 * which goes with it. A layout effect notes it before anything else runs. Nothing to return to for a link that
 * opens the overlay on load.
 */
export function useOpenerFocusReturn(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (opened) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    const activeAtClose = document.activeElement;
    // After the dialog's own focus handling on close, as Mantine does.
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (target.isConnected && (active === null || active === document.body || active === activeAtClose)) {
        target.focus({ preventScroll: true });
      }
    }, 10);
    return () => window.clearTimeout(timer);
  }, [opened]);
}
