import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { StrictMode, type ComponentType } from 'react';
import { server } from '@mocks/node';
import { createAppRouter } from '@/app/router';
import { createTestQueryClient, renderWithProviders } from './render';

/** Stand-ins for the pages the screens under test link or navigate to. */
const OTHER_PAGES = ['/shop/account', '/shop/checkout', '/shop/payment-success', '/shop/home'];

/**
 * Renders one screen with the app's router factory and providers, at `url`, in StrictMode like the app: the
 * tree holds the screen and, for the other shop paths it may lead to, a heading with their path (for asserting
 * where a screen went).
 */
export async function renderWithRouter(
  Page: ComponentType,
  { path, url = path, strict = true }: { path: string; url?: string; strict?: boolean },
) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path, component: () => <Page /> });
  const others = OTHER_PAGES.filter((other) => other !== path).map((other) =>
    createRoute({
      getParentRoute: () => root,
      path: other,
      component: () => <h1>{`Page ${other}`}</h1>,
    }),
  );
  const queryClient = createTestQueryClient();
  const router = createAppRouter(
    queryClient,
    createMemoryHistory({ initialEntries: [url] }),
    root.addChildren([page, ...others]),
  );
  await router.load();
  const provider = <RouterProvider router={router} />;
  const result = renderWithProviders(strict ? <StrictMode>{provider}</StrictMode> : provider, {
    queryClient,
  });
  return { router, ...result };
}

/** Counts the requests the code under test sends to the mock backend for one method and path. */
export function countMockRequests(method: string, pathname: string) {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === pathname) {
      bodies.push(
        request
          .clone()
          .json()
          .catch(() => undefined),
      );
    }
  };
  server.events.on('request:start', listener);
  return {
    count: () => bodies.length,
    bodies: () => Promise.all(bodies),
    stop: () => server.events.removeListener('request:start', listener),
  };
}
