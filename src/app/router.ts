import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';
import { useAuthStore } from '@/stores/auth-store';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    // Hovering or focusing a link loads the route's code and data, so the click paints at once.
    defaultPreload: 'intent',
    // Preloaded data is handed to Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });

  // When the session ends (logout, or a 401 from any call) nothing of that user may survive:
  // drop every cached query and let the guards send the person to the login page.
  useAuthStore.subscribe((state, previous) => {
    if (state.sessionEndedAt !== previous.sessionEndedAt) {
      queryClient.clear();
      void router.navigate({ to: '/auth/login', replace: true });
    }
  });

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
