import { startTransition, useEffect, useRef, useState } from 'react';

/** True once the element has come within `margin` of the viewport, and from then on. */
export function useNearViewport<T extends HTMLElement>(margin = '300px') {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, jsdom) everything counts as near.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: React builds what comes into view in small slices instead of one long task.
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return { ref, near };
}
