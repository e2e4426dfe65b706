import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect } from 'react';

/**
 * Advances the carousel every `delayMs` while `running`. A small interval over the embla API instead of the
 * autoplay plugin; the timer restarts after every slide change, so a manual change gets a full period too.
 */
export function useAutoplay(
  embla: EmblaCarouselType | null,
  { delayMs, running }: { delayMs: number; running: boolean },
) {
  useEffect(() => {
    if (!embla || !running) return;
    let timer = window.setTimeout(advance, delayMs);
    function advance() {
      if (!embla) return;
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(advance, delayMs);
    };
    embla.on('select', restart);
    return () => {
      window.clearTimeout(timer);
      embla.off('select', restart);
    };
  }, [embla, delayMs, running]);
}
