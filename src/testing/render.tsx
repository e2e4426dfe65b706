import { QueryClient } from '@tanstack/react-query';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '@/app/providers';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders inside the app's own providers (Mantine, Query, the toaster) with a fresh QueryClient. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions & { queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return <AppProviders queryClient={queryClient}>{children}</AppProviders>;
  }
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Runs a hook inside the app's own providers with a fresh QueryClient; `rerender` passes it new props. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  { initialProps, queryClient = createTestQueryClient() }: { initialProps: Props; queryClient?: QueryClient },
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return <AppProviders queryClient={queryClient}>{children}</AppProviders>;
  }
  return { queryClient, ...renderHook(hook, { wrapper: Wrapper, initialProps }) };
}
