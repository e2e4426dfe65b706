import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { RouteErrorPage } from '@/components/feedback/error-fallbacks';
import { NetworkStatus } from '@/components/feedback/network-status';
import { NotFoundPage } from '@/components/feedback/not-found-page';

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
      <HeadContent />
      <Outlet />
      <NetworkStatus />
    </>
  );
}
