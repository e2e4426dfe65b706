import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { QueryClient } from '@tanstack/react-query';
import { AUTH_STORAGE_KEY } from '@/stores/auth-store';
import { apiOrigin } from '@/lib/api-client';
import {
  forgetEarlyRequests,
  GUEST_LANDING_REQUESTS,
  isGuestLanding,
  startGuestLandingRequests,
  STORED_SESSION_KEY,
} from '@/lib/early-requests';
import { loadHomePageData } from './home-page-data';

/** Every request the mock backend receives while `run` runs, as method and URL. */
async function requestsDuring(run: () => Promise<unknown>) {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => void seen.push(`${request.method} ${request.url}`);
  server.events.on('request:start', record);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', record);
  }
  return seen;
}

afterEach(() => {
  forgetEarlyRequests();
  window.history.replaceState(null, '', '/');
});

describe('the guest landing requests sent before the app has loaded', () => {
  it("are exactly the landing loader's requests, which then take their answers instead of asking again", async () => {
    const loaderRequests = await requestsDuring(() => loadHomePageData(new QueryClient()));
    expect(loaderRequests.toSorted()).toEqual(
      GUEST_LANDING_REQUESTS.map((path) => `GET ${apiOrigin()}${path}`).toSorted(),
    );

    const early = await requestsDuring(async () => {
      startGuestLandingRequests(apiOrigin());
      await loadHomePageData(new QueryClient());
    });
    expect(early.toSorted()).toEqual(loaderRequests.toSorted());
  });

  it('are for the landing only, without a stored session, read where the auth store keeps it', () => {
    expect(STORED_SESSION_KEY).toBe(AUTH_STORAGE_KEY);
    expect(isGuestLanding()).toBe(true);
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { token: 't', user: null }, version: 0 }));
    expect(isGuestLanding()).toBe(false);
    localStorage.clear();
    window.history.replaceState(null, '', '/shop/listing');
    expect(isGuestLanding()).toBe(false);
  });

  it('are never served after the first page has loaded: the loader then asks again', async () => {
    const requests = await requestsDuring(async () => {
      startGuestLandingRequests(apiOrigin());
      forgetEarlyRequests();
      await loadHomePageData(new QueryClient());
    });
    expect(requests).toHaveLength(2 * GUEST_LANDING_REQUESTS.length);
  });
});
