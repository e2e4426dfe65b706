import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AppErrorBoundary } from '@/components/feedback/error-fallbacks';
import { AppProviders } from './providers';

/**
 * What wraps every page, in the browser and in the build's prerender (src/prerender.tsx) alike: a prerendered
 * page is hydrated, so both must render the very same tree around the router (React's ids follow its shape).
 */
export function AppTree({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient}>{children}</AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
}
