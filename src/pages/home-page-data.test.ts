import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe("the prerendered landing's first banner", () => {
  it('goes into the placeholder as soon as the banners arrive, and shows once it has loaded', async () => {
    // A fresh copy of the module, as a page load has: its banner is settled once per page.
    vi.resetModules();
    const { FIRST_BANNER_SLOT_ATTRIBUTE, firstBannerSettled, startGuestLandingRequests } =
      await import('@/lib/early-requests');
    document.body.innerHTML = `<div id="root"><div data-visible="true" ${FIRST_BANNER_SLOT_ATTRIBUTE}></div></div>`;
    const slot = document.querySelector(`[${FIRST_BANNER_SLOT_ATTRIBUTE}]`);
    const banners = (await (await fetch(`${apiOrigin()}${GUEST_LANDING_REQUESTS[0]}`)).json()) as {
      data: { image: string }[];
    };
    const settled = vi.fn();
    void firstBannerSettled.then(settled);

    startGuestLandingRequests(apiOrigin());
    const image = await vi.waitFor(() => {
      const found = slot?.querySelector('img');
      if (!found) throw new Error('no banner yet');
      return found;
    });
    expect(image.getAttribute('src')).toBe(banners.data[0]?.image);
    // Until it has loaded, the placeholder keeps its grey block, and the app's code waits.
    expect(slot?.hasAttribute('data-visible')).toBe(true);
    expect(settled).not.toHaveBeenCalled();

    image.dispatchEvent(new Event('load'));
    expect(slot?.hasAttribute('data-visible')).toBe(false);
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    document.body.innerHTML = '';
  });

  it("lets the app's code follow only once the browser reports the banner as the page's largest paint", async () => {
    // A browser that reports largest paints (jsdom reports none): the test says when and what was painted.
    let reportPaint: (element: Element) => void = () => undefined;
    class PaintObserver {
      static supportedEntryTypes = ['largest-contentful-paint'];
      constructor(callback: (list: { getEntries: () => { element: Element }[] }) => void) {
        reportPaint = (element) => callback({ getEntries: () => [{ element }] });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.resetModules();
    const { FIRST_BANNER_SLOT_ATTRIBUTE, firstBannerSettled, startGuestLandingRequests } =
      await import('@/lib/early-requests');
    document.body.innerHTML = `<div id="root"><h1>Turkish Bazaar</h1><div data-visible="true" ${FIRST_BANNER_SLOT_ATTRIBUTE}></div></div>`;
    const settled = vi.fn();
    void firstBannerSettled.then(settled);

    startGuestLandingRequests(apiOrigin());
    const image = await vi.waitFor(() => {
      const found = document.querySelector(`[${FIRST_BANNER_SLOT_ATTRIBUTE}] img`);
      if (!found) throw new Error('no banner yet');
      return found;
    });
    // The heading painted first: not the banner, so the code still waits.
    reportPaint(document.querySelector('h1') as Element);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    reportPaint(image);
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });
});
