import { useEffect, useRef, useState } from 'react';

/** True once the element has come within `margin` of the viewport, and from then on. */
export function useNearViewport<T extends HTMLElement>(margin = '600px') {
  const ref = useRef<T>(null);
  // Without IntersectionObserver (old browsers, jsdom) everything counts as near.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [margin, near]);
  return { ref, near };
}
