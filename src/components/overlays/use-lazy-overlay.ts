import { useEffect, useState } from 'react';
import { useLoadedWhen } from '@/lib/hooks/use-loaded-when';
import { useWhenIdle } from '@/lib/hooks/use-when-idle';

/**
 * A closed dialog's or sheet's module, downloaded once the page is idle or when it first opens, not with the page:
 * a page whose data waits for its code (a route's loader travels with its page) then waits for less. `opened` is
 * the overlay's own: one loaded by its first opening mounts closed and opens a frame later, so that opening runs
 * as every later one does (its transition, its focus trap).
 */
export function useLazyOverlay<Module>(wanted: boolean, load: () => Promise<Module>) {
  const idle = useWhenIdle();
  const loaded = useLoadedWhen(idle || wanted, load);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!loaded || mounted) return;
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, [loaded, mounted]);
  return { loaded, opened: wanted && mounted };
}
