import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { RouteErrorPage } from '@/components/feedback/error-fallbacks';
import { MessagePage } from '@/components/feedback/message-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Lokum & Co.' }] }),
  component: RootLayout,
  // The root's own boundary: an error in a layout (header, sidebar) still ends in a message with Try again.
  errorComponent: RouteErrorPage,
  notFoundComponent: NotFound,
});

function RootLayout() {
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  );
}

function NotFound() {
  return (
    <MessagePage title="The page does not exist" text="The address may be mistyped, or the page has moved." />
  );
}
