import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';

/**
 * Defaults:
 * - staleTime 60 s: moving between home, listing and search inside a minute sends no request and paints
 *   from cache; mutations invalidate what they change, so staleness never hides our own writes.
 * - gcTime 10 min: Back to a page visited a while ago still paints at once while it refetches.
 * - retry: a network error or a 5xx once (after Query's 1 s backoff); never a 4xx, a body that breaks the
 *   contract, or a call that already waited the full timeout: a retry cannot fix those, and the list would
 *   stay a skeleton for another 8 s instead of showing its empty state.
 * - refetchOnWindowFocus off: a shop page does not need to refetch every time the tab is focused.
 * - mutations never retry: a retried POST could create a second order.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiError(error)) {
            if (error.kind === 'timeout' || error.kind === 'schema' || error.kind === 'session') return false;
            if (error.status >= 400 && error.status < 500) return false;
          }
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
