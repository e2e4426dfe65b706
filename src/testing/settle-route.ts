import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createAppRouter } from '@/app/router';
import { createTestQueryClient } from './render';

/**
 * Opens `url` in the app's real route tree (guards, redirects, loaders against the mock backend) without
 * rendering, and answers the location the router settles at: for tests of what routes' beforeLoad does.
 */
export async function settleAt(url: string) {
  const router = createAppRouter(createTestQueryClient(), createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  // A redirect is a navigation of its own: wait until it has been loaded too.
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router.state.location;
}
