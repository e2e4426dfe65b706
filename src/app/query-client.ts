import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';

/**
 * Defaults:
 * - staleTime 60 s: moving between home, listing and search inside a minute sends no request and paints
 *   from cache; mutations invalidate what they change, so staleness never hides our own writes.
 * - gcTime 10 min: Back to a page visited a while ago still paints at once while it refetches.
 * - retry: network errors and 5xx twice (with Query's backoff); never a 4xx, which a retry cannot fix.
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
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
