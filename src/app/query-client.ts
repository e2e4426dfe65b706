import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/backend/api-error';

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
 * - networkMode 'always': a call is tried whatever the browser says about the network. Offline, the service worker
 *   answers the public catalog from the device (src/app/service-worker/), and anything else fails at once with a
 *   message, where Query's default would leave it paused, a skeleton with no end. catchUpOnReconnect reads every
 *   shown resource again once the network is back.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        retry: (failureCount, error) => {
          if (isApiError(error)) {
            if (error.kind === 'timeout' || error.kind === 'schema' || error.kind === 'session') return false;
            if (error.status >= 400 && error.status < 500) return false;
          }
          return failureCount < 1;
        },
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** A network that has just come back often drops the first calls: the shop reads everything once more after this. */
const SECOND_CATCH_UP_MS = 3000;

/**
 * Back online, every resource on screen is read again (a failed cart, a catalog kept while offline), at once and
 * once more a moment later (SECOND_CATCH_UP_MS). The browser's own event: a page that loaded offline has seen no
 * 'offline' event, so Query's onlineManager still thinks it online.
 */
export function catchUpOnReconnect(queryClient: QueryClient) {
  let secondCatchUp: number | undefined;
  const catchUp = () => {
    void queryClient.invalidateQueries();
    window.clearTimeout(secondCatchUp);
    secondCatchUp = window.setTimeout(() => void queryClient.invalidateQueries(), SECOND_CATCH_UP_MS);
  };
  window.addEventListener('online', catchUp);
  return () => {
    window.removeEventListener('online', catchUp);
    window.clearTimeout(secondCatchUp);
  };
}
