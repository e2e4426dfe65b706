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

/**
 * A guest has no session to check: the first page's code and data start loading at once, beside React's
 * first render. A stored session is checked first (the guards need its user), then the router loads.
 */
export function startRouting(): Promise<void> | undefined {
  if (useAuthStore.getState().token) return undefined;
  return router.load().catch(() => undefined);
}

export function App() {
  const [sessionChecked, setSessionChecked] = useState(() => !useAuthStore.getState().token);

  useEffect(() => {
    if (sessionChecked) return;
    void checkSessionOnce().then(() => startTransition(() => setSessionChecked(true)));
  }, [sessionChecked]);

  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        {/* Guards run only after the session check, so no protected page flashes before a redirect. */}
        {sessionChecked ? <RouterProvider router={router} /> : <PageSkeleton label="Checking your session" />}
      </AppProviders>
    </AppErrorBoundary>
  );
}
