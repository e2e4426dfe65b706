import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startRouting } from './app';
import type { ShellPresses } from './shell-press';

/** How long a prerendered shell may wait for its page's code before the app renders its own loading state. */
const SHELL_WAIT_MS = 2000;

/**
 * The first render runs in a transition: React renders it in slices and lets the browser breathe between
 * them, instead of one long task. A page that came with a prerendered shell (see
 * tools/vite-plugins/prerender-shells.ts) keeps it until the router has the page ready, so the shell is replaced
 * by the finished page, never by a skeleton, and never while someone is pressing one of its links (see
 * shell-press.ts).
 */
export async function renderApp(container: HTMLElement, shellPresses: ShellPresses) {
  const routing = startRouting();
  if (container.hasChildNodes()) {
    await Promise.race([routing, new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS))]);
  }
  await shellPresses.settled();
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

/** The mock payment provider's page (mock mode only). */
export function renderProviderPage(container: HTMLElement, page: ReactNode) {
  createRoot(container).render(<StrictMode>{page}</StrictMode>);
}
