import { RouterProvider } from '@tanstack/react-router';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { preloadHttpClient } from '@/lib/backend/api-client';
import { forgetEarlyRequests } from '@/boot/early-requests';
import { useTranslate } from '@/lib/i18n/i18n';
import { useAuthStore } from '@/stores/auth-store';
import { catchUpOnReconnect, createQueryClient } from './query-client';
import { AppTree } from './app-tree';
import { createAppRouter } from './router';
import { checkSessionOnce } from './session';
import { startUpSentFirstPageData } from '@/boot/start-up-requests';
import { nextTask } from '@/boot/next-task';

const queryClient = createQueryClient();
catchUpOnReconnect(queryClient);
let router: ReturnType<typeof createAppRouter> | undefined;
/**
 * The app's router, made on first use (the first page's start, render.tsx): not while the startup chunk is
 * evaluated, which is a long task of its own on a slow phone (building the route tree adds about a fifth to it).
 */
function appRouter() {
  router ??= createAppRouter(queryClient);
  return router;
}

let firstLoad: Promise<void> | null = null;
let firstLoadDone = false;

/**
 * Loads the first page (its code, guards and data) before the router is shown. A stored session is checked
 * first, since the guards need its user; a guest has none to check, so a guest's first page starts loading
 * at once, beside React's first render (render.tsx).
 */
export function startRouting(): Promise<void> {
  // A signed-in visitor's first page asks for its data with the app's HTTP client unless start-up sent them: it
  // loads beside the page's code, not once a loader needs it. A guest's first pages need it only once used (the
  // landing's data come from start-up, the sign-in pages ask for nothing until sent).
  if (!firstLoad && useAuthStore.getState().sessionId && !startUpSentFirstPageData()) preloadHttpClient();
  firstLoad ??= (useAuthStore.getState().sessionId ? checkSessionOnce() : Promise.resolve())
    // Building the router and starting its first load are a task each: together they were one long task.
    .then(() => {
      appRouter();
      return nextTask();
    })
    .then(() => appRouter().load())
    .catch(() => undefined)
    .then(() => {
      forgetEarlyRequests();
      preloadHttpClient();
      firstLoadDone = true;
    });
  return firstLoad;
}

/**
 * Whether the first page is what the build prerendered for this address (tools/vite-plugins/prerender-shells.ts),
 * so React can hydrate the shell instead of replacing it. Shells are rendered for a guest: a stored session, a
 * redirect, or a first page that failed to load renders something else.
 */
export function firstPageIsGuestShell(shellPath: string): boolean {
  const { location, matches } = appRouter().state;
  return (
    firstLoadDone &&
    !useAuthStore.getState().sessionId &&
    location.pathname === shellPath &&
    matches.length > 0 &&
    matches.every((match) => match.status === 'success')
  );
}

/**
 * Before hydrating: the router renders its matches as it did in the build's prerender, without the Suspense
 * boundaries it adds around the root for a page rendered in the browser only (React would take the missing
 * boundaries for a mismatch). A router hydrated by TanStack Start runs the same way.
 */
export function renderRoutesAsPrerendered() {
  appRouter().ssr = { manifest: undefined };
}

/**
 * The builds that talk to a real backend have a service worker; the mock build runs MSW's instead, never both. The
 * dev server serves none.
 */
const HAS_SERVICE_WORKER =
  import.meta.env.PROD && (import.meta.env.MODE === 'deploy' || Boolean(import.meta.env.VITE_API_URL));
let offlineCopyInstalling = false;

/**
 * Registers the service worker (service-worker/register.ts) once the first page is on screen, the page has loaded
 * and the browser is idle: its precache then never competes with the first page for the network. Its code loads
 * only then, and not at all in the mock build (HAS_SERVICE_WORKER is known when the build runs).
 */
function installOfflineCopyWhenIdle() {
  if (!HAS_SERVICE_WORKER || offlineCopyInstalling) return;
  offlineCopyInstalling = true;
  const install = () =>
    void import('./service-worker/register').then(({ registerServiceWorker }) =>
      registerServiceWorker(queryClient),
    );
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(install, { timeout: 5000 })
      : window.setTimeout(install, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The app's own loading state before its first page, when index.html's placeholder is not on screen. */
function StartupSkeleton() {
  const t = useTranslate();
  return <PageSkeleton label={t('common.loading.shop')} />;
}

/**
 * `startupPlaceholder`: index.html's loading placeholder (src/boot/shell-meta.ts). While it is on screen the app
 * shows no loading state of its own, and it leaves the page in the commit that brings the first page.
 */
export function App({ startupPlaceholder = null }: { startupPlaceholder?: Element | null }) {
  // The router appears once its first page is loaded, in a transition: React then renders the whole page in
  // slices instead of one long task, and no protected page flashes before a guard's redirect.
  const [firstPageReady, setFirstPageReady] = useState(() => firstLoadDone);

  // Gone in the same frame as the first page comes in: never both on screen, nothing pushed aside.
  useLayoutEffect(() => {
    if (firstPageReady) startupPlaceholder?.remove();
  }, [firstPageReady, startupPlaceholder]);

  useEffect(() => {
    if (firstPageReady) installOfflineCopyWhenIdle();
  }, [firstPageReady]);

  useEffect(() => {
    if (firstPageReady) return;
    let current = true;
    void startRouting().then(() => {
      if (current) startTransition(() => setFirstPageReady(true));
    });
    return () => {
      current = false;
    };
  }, [firstPageReady]);

  return (
    <AppTree queryClient={queryClient}>
      {firstPageReady ? (
        <RouterProvider router={appRouter()} />
      ) : startupPlaceholder ? null : (
        <StartupSkeleton />
      )}
    </AppTree>
  );
}
