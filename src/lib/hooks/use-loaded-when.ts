import { useEffect, useState } from 'react';

/**
 * A module, downloaded the first time `wanted` is true, and null until it has arrived. It is kept in state and
 * the caller renders its components directly: no Suspense boundary, so what is on the page stays as it is while
 * the code downloads.
 */
export function useLoadedWhen<T>(wanted: boolean, load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ value: T } | null>(null);
  const needed = wanted && loaded === null;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void load().then((value) => {
      if (current) setLoaded({ value });
    });
    return () => {
      current = false;
    };
  }, [needed, load]);
  return loaded ? loaded.value : null;
}
