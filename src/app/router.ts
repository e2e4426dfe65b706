import { createRouter, type AnyRoute, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { RouteErrorPage } from '@/components/feedback/error-fallbacks';
import { NotFoundPage } from '@/pages/not-found-page';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import { onLocaleChange } from '@/lib/i18n/i18n';
import { routeTree } from '@/routeTree.gen';
import { clearSessionLeftovers } from '@/lib/session/session-end';
import { syncSessionWithOtherTabs } from '@/lib/session/session-watch';
import { useAuthStore } from '@/stores/auth-store';

/**
 * The app's router. `history` is for the build's prerender and for tests (a memory history); the app uses the
 * browser's. `testRouteTree` is for tests only: a small tree (the screen under test and stand-ins for the pages
 * it leads to), with every other setting the app's.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, testRouteTree?: AnyRoute) {
  const router = createRouter({
    // Typed as the app's tree: the router registered for the app (Link, navigate) is this one.
    routeTree: (testRouteTree ?? routeTree) as typeof routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    // Hovering or focusing a link loads the route's code and data, so the click paints at once.
    defaultPreload: 'intent',
    // Preloaded data is handed to Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A slow first load shows a skeleton and a broken one a message with Try again: never a white screen.
    defaultPendingComponent: () => createElement(PageSkeleton),
    defaultErrorComponent: RouteErrorPage,
    // Unknown paths under /shop or /admin get the same message as any other unknown path.
    defaultNotFoundComponent: () => createElement(NotFoundPage),
  });

  // When the session ends (logout, a 401 from any call, an expired token, or any of these in another tab)
  // nothing of that user may survive (lib/session/session-end.ts): what it left on screen and in this tab goes at
  // once, then the app leaves for the login page and drops every cached query. Clearing the cache after the protected page
  // has gone keeps its mounted queries from refetching without a token on the way out.
  let leavingSessions = 0;
  useAuthStore.subscribe((state, previous) => {
    if (state.sessionEndedAt !== previous.sessionEndedAt) {
      leavingSessions += 1;
      clearSessionLeftovers();
      void router.navigate({ to: '/auth/login', replace: true }).finally(() => {
        queryClient.clear();
        leavingSessions -= 1;
      });
    }
  });
  // Each navigation first checks the session against the other tabs': one ended there ends here, and one begun
  // there is taken up here (not while an ended one is still being cleared away: its cache clear would follow).
  router.subscribe('onBeforeNavigate', () => {
    syncSessionWithOtherTabs({ adopt: leavingSessions === 0 });
  });

  // Page titles come from each route's head in the current language: a language switch works them out again
  // (loaders answer from Query's cache, so nothing is fetched again).
  onLocaleChange(() => void router.invalidate());

  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
