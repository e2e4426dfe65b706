import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AppErrorBoundary } from '@/components/feedback/error-fallbacks';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { createQueryClient } from './query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { checkSessionOnce } from './session';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function App() {
  const [sessionChecked, setSessionChecked] = useState(false);

  useEffect(() => {
    void checkSessionOnce().then(() => setSessionChecked(true));
  }, []);

  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        {/* Guards run only after the session check, so no protected page flashes before a redirect. */}
        {sessionChecked ? <RouterProvider router={router} /> : <PageSkeleton label="Checking your session" />}
      </AppProviders>
    </AppErrorBoundary>
  );
}
