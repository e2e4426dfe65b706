import { RouterProvider } from '@tanstack/react-router';
import { startTransition, useEffect, useState } from 'react';
import { AppErrorBoundary } from '@/components/feedback/error-fallbacks';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { useAuthStore } from '@/stores/auth-store';
import { createQueryClient } from './query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { checkSessionOnce } from './session';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

let firstLoad: Promise<void> | null = null;
let firstLoadDone = false;

/**
 * Loads the first page (its code, guards and data) before the router is shown. A stored session is checked
 * first, since the guards need its user; a guest has none to check, so a guest's first page starts loading
 * at once, beside React's first render (render.tsx).
 */
export function startRouting(): Promise<void> {
  firstLoad ??= (useAuthStore.getState().token ? checkSessionOnce() : Promise.resolve())
    .then(() => router.load())
    .catch(() => undefined)
    .then(() => {
      firstLoadDone = true;
    });
  return firstLoad;
}

export function App() {
  // The router appears once its first page is loaded, in a transition: React then renders the whole page in
  // slices instead of one long task, and no protected page flashes before a guard's redirect.
  const [firstPageReady, setFirstPageReady] = useState(() => firstLoadDone);

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
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        {firstPageReady ? <RouterProvider router={router} /> : <PageSkeleton label="Loading the shop" />}
      </AppProviders>
    </AppErrorBoundary>
  );
}
