import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { activateLocale, loadMessageBundles, loadSectionMessages, sectionOfPath } from '@/lib/i18n/i18n';
import { preferredLocale } from '@/boot/preferred-locale';
import { useAuthStore } from '@/stores/auth-store';
import { App, firstPageIsGuestShell, renderRoutesAsPrerendered, startRouting } from './app';
import type { ShellPresses } from '@/boot/shell-press';
import { nextTask } from '@/boot/next-task';

/** How long a signed-in visitor's prerendered shell may wait for their page before the app renders its own loading state. */
const SHELL_WAIT_MS = 2000;

/**
 * Prerendered pages whose lists the app has loaded by its first render (the landing's feature images and products),
 * where the shell shows their placeholders. The app replaces such a shell in one commit once the page and its
 * data are ready: the header and headings stay where they were, the placeholders become the content.
 */
const SHELLS_WITH_DATA = new Set(['/']);

/** Said on the console when React could not hydrate a prerendered page and rendered it anew (e2e tests look for it). */
const HYDRATION_FAILED_MESSAGE = 'The prerendered page did not match the app: React rendered it anew.';

/**
 * A page that came with a prerendered shell (tools/vite-plugins/prerender-shells.ts) is hydrated: React takes
 * over the shell's nodes once the router has the page's code, so the first paint is the final one and nothing
 * is removed or painted twice. Shells are guest pages: for a stored session (the guard sends the visitor on),
 * or a first page that is not the shell's, the app renders anew, at the latest after SHELL_WAIT_MS, and never
 * while someone is pressing one of the shell's links (see shell-press.ts).
 * Any other page paints index.html's loading placeholder (`startupPlaceholder`, see src/boot/shell-meta.ts) from
 * its first bytes, and the app takes it away as its first page goes in (app.tsx). The first render of the app
 * runs in a transition: React renders it in slices and lets the browser breathe between them, instead of one
 * long task.
 */
export async function renderApp(
  container: HTMLElement,
  shellPresses: ShellPresses,
  startupPlaceholder: Element | null = null,
) {
  const shellPath = container.hasChildNodes() ? window.location.pathname : null;
  const routing = startRouting();
  // The visitor's language: Turkish loads its catalog beside the first page, so nothing paints in English first.
  const locale = preferredLocale();
  const localeReady = activateLocale(locale).catch((error: unknown) => {
    console.error('The chosen language could not be loaded: the shop shows in English', error);
  });
  // The first page's texts download beside its code, not once its route's guard runs.
  const section = sectionOfPath(window.location.pathname);
  if (section !== undefined) loadSectionMessages(section).catch(() => undefined);
  if (shellPath !== null && !useAuthStore.getState().sessionId) {
    await Promise.all([routing, localeReady]);
    // The first load ended in the task that read its last data: the hydration or first render of the page starts
    // in a task of its own. (Pages rendered without waiting for the load have nothing to split.)
    await nextTask();
    // Shells are prerendered in English: in Turkish the app renders the page anew instead of hydrating it. So
    // it does where the shell shows lists still loading (the landing's) while the app's first render has them.
    if (locale === 'en' && !SHELLS_WITH_DATA.has(shellPath) && firstPageIsGuestShell(shellPath)) {
      // Hydration keeps the shell's nodes, so a press spanning it still ends in its click; waiting costs nothing.
      await shellPresses.settled();
      renderRoutesAsPrerendered();
      // In a transition, as the first render below: React hydrates in slices and lets the browser breathe between
      // them. A press on the page meanwhile makes React hydrate what was pressed first, and replays it.
      startTransition(() => {
        hydrateRoot(container, <App />, {
          onRecoverableError: (error) => console.error(HYDRATION_FAILED_MESSAGE, error),
        });
      });
      return;
    }
  } else if (shellPath !== null) {
    await Promise.race([routing, new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS))]);
  }
  await localeReady;
  await shellPresses.settled();
  const root = createRoot(container);
  startTransition(() => root.render(<App startupPlaceholder={startupPlaceholder} />));
}

/** The mock payment provider's page (mock mode only), in the visitor's language like the shop. */
export async function renderProviderPage(container: HTMLElement, page: ReactNode) {
  const locale = activateLocale(preferredLocale());
  await Promise.all([locale, loadMessageBundles('provider')]).catch((error: unknown) => {
    console.error('The chosen language could not be loaded: the page shows in English', error);
  });
  createRoot(container).render(<StrictMode>{page}</StrictMode>);
}
