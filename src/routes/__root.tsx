import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { RouteErrorPage } from '@/components/feedback/error-fallbacks';
import { NotFoundPage } from '@/components/feedback/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Lokum & Co.' }] }),
  component: RootLayout,
  // The root's own boundary: an error in a layout (header, sidebar) still ends in a message with Try again.
  errorComponent: RouteErrorPage,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  );
}
