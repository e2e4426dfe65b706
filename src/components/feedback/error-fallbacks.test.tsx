import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { AppErrorBoundary, RouteErrorPage } from './error-fallbacks';

afterEach(() => vi.restoreAllMocks());

describe('RouteErrorPage', () => {
  it('shows a message in place of a failed page, and Try again loads it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    const root = createRootRoute({
      component: () => (
        <>
          <nav aria-label="Shop">Header stays</nav>
          <Outlet />
        </>
      ),
    });
    const page = createRoute({
      getParentRoute: () => root,
      path: '/shop/listing',
      loader: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('The listing broke');
        return 'Spices';
      },
      component: function Listing() {
        return <h1>{page.useLoaderData()}</h1>;
      },
    });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/shop/listing'] }),
      defaultErrorComponent: RouteErrorPage,
    });
    renderWithProviders(<RouterProvider router={router as never} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Shop' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Spices' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});

describe('AppErrorBoundary', () => {
  it('turns an error outside every route into a message with a Reload button, not a white screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('A provider broke');
    }
    renderWithProviders(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });
});
