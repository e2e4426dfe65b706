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
    // The overlays on the page as this one closes, itself among them: the focus found in one of them later was
    // put there by its focus trap, not by the person. Mantine closes on Escape wherever the focus is, and a trap
    // whose turn came late (a busy page, Escape pressed as the sheet appeared) still moves the focus into the
    // sheet that is sliding out, which takes it away with it.
    const overlaysAtClose = Array.from(document.querySelectorAll('[aria-modal="true"]'));
    // After the dialog's own focus handling on close, as Mantine does.
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      const target = remembered?.isConnected ? remembered : findReplacement();
      const movedByPerson =
        active !== null &&
        active !== document.body &&
        active !== activeAtClose &&
        !overlaysAtClose.some((overlay) => overlay.contains(active) && !overlay.contains(target));
      if (target && !movedByPerson) {
        target.focus({ preventScroll: true });
      }
    }, 10);
    return () => window.clearTimeout(timer);
  }, [opened]);
}
