import { startTransition, useEffect, useState } from 'react';

/**
 * True once the browser has had an idle moment after the first render (at most about 2 s later). What it brings
 * in (the carousel, menus, drawers, toasts) renders in a transition: React builds it in slices instead of one long
 * task, and the page answers input meanwhile.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    const becomeIdle = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(becomeIdle, 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(becomeIdle, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [idle]);
  return idle;
}
