/** The longest a held press delays the app taking over a prerendered page. */
export const MAX_PRESS_WAIT_MS = 5000;

export interface ShellPresses {
  /** Resolves once no press is under way on the shell (at once when there is none), then stops watching. */
  settled(): Promise<void>;
}

/**
 * A browser fires a click only when the press and the release land on the same element. A prerendered page
 * (tools/vite-plugins/prerender-shells.ts) is replaced by the app's own nodes once its code has loaded; if that
 * happened between someone pressing a link of the shell and letting go, their click, and the link's
 * navigation with it, would be lost. So the app takes a shell over only while no press is under way on it.
 *
 * Presses are watched from start-up on (pointerdown); a press that began before that still shows as the
 * shell's `:active` element (mouse and pen). A release lets its click run first, and a press held for longer
 * than MAX_PRESS_WAIT_MS stops holding the app back.
 */
export function watchShellPresses(container: HTMLElement): ShellPresses {
  let pressed = false;
  let releaseWaiters: (() => void)[] = [];
  const onPress = () => {
    pressed = true;
  };
  const onRelease = () => {
    // The click follows the release in the same task: let it run (and start its navigation) first.
    setTimeout(() => {
      pressed = false;
      const waiters = releaseWaiters;
      releaseWaiters = [];
      for (const resolve of waiters) resolve();
    }, 0);
  };
  container.addEventListener('pointerdown', onPress, true);
  window.addEventListener('pointerup', onRelease, true);
  window.addEventListener('pointercancel', onRelease, true);
  const stop = () => {
    container.removeEventListener('pointerdown', onPress, true);
    window.removeEventListener('pointerup', onRelease, true);
    window.removeEventListener('pointercancel', onRelease, true);
  };

  return {
    async settled() {
      if (pressed || container.querySelector(':active')) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          new Promise<void>((resolve) => releaseWaiters.push(resolve)),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, MAX_PRESS_WAIT_MS))),
        ]);
        clearTimeout(timer);
      }
      stop();
    },
  };
}
