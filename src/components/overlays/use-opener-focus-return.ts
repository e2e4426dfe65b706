import { useEffectEvent, useLayoutEffect, useRef } from 'react';

/**
 * Gives the focus back to the element that had it when a dialog or sheet opened (the button a keyboard user pressed
 * Enter on), unless the person has moved it elsewhere meanwhile; pass the overlay `returnFocus={false}`. Mantine's
 * own return notes that element in an effect that may run after the overlay's focus trap has moved the focus in (a
 * busy page, an overlay open from its first render): it then gives the focus back to the overlay's own element,
 * which goes with it. A layout effect notes it before anything else runs. Nothing to return to for a link that
 * opens the overlay on load, unless `replacement` finds one: it stands in for an opener that was never noted or
 * has left the page while the overlay was open (a table that drew its row anew).
 */
export function useOpenerFocusReturn(opened: boolean, replacement?: () => HTMLElement | null) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const findReplacement = useEffectEvent(() => replacement?.() ?? null);
  useLayoutEffect(() => {
    if (opened) {
      wasOpen.current = true;
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    // A first render closed is no closing.
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const remembered = opener.current;
    opener.current = null;
    const activeAtClose = document.activeElement;
    // After the dialog's own focus handling on close, as Mantine does.
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      const target = remembered?.isConnected ? remembered : findReplacement();
      if (target && (active === null || active === document.body || active === activeAtClose)) {
        target.focus({ preventScroll: true });
      }
    }, 10);
    return () => window.clearTimeout(timer);
  }, [opened]);
}
