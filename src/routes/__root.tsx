import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  Outlet,
  useRouterState,
  type AnyRouteMatch,
} from '@tanstack/react-router';
import { RouteErrorPage } from '@/components/feedback/error-fallbacks';
import { NetworkStatus } from '@/components/feedback/network-status';
import { NotFoundPage } from '@/pages/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Lokum & Co.' }] }),
  component: RootLayout,
  // The root's own boundary: an error in a layout (header, sidebar) still ends in a message with Try again.
  // Both stand in for a whole page, no layout around them: the message is the page's main landmark.
  errorComponent: (props) => <RouteErrorPage {...props} landmark />,
  notFoundComponent: () => <NotFoundPage landmark />,
});

function RootLayout() {
  return (
    <>
      <PageTitle />
      <Outlet />
      <NetworkStatus />
    </>
  );
}

/**
 * The page's <title>, which React puts in the document's head: the deepest route's head() title among the matches
 * up to the first that has not loaded, as the router's HeadContent picks it. The routes' heads set nothing but a
 * title, so the rest of HeadContent (meta, links, scripts and styles: 1.3 KB) stays out of every first load.
 */
function PageTitle() {
  const title = useRouterState({ select: (state) => pageTitle(state.matches) });
  return title ? <title>{title}</title> : null;
}

function pageTitle(matches: readonly AnyRouteMatch[]): string | undefined {
  let title: string | undefined;
  for (const match of matches) {
    const own = match.meta?.findLast((meta) => meta?.title)?.title;
    if (own) title = own;
    if (match.status !== 'success') break;
  }
  return title;
}
