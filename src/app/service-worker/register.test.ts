import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionLeftovers } from '@/lib/session/session-end';
import { handOverKeptAnswers } from './register';

const API = 'https://api.example.com';

/** A catalog answer this page fetched, as the browser lists it, started `startTime` ms after the page began. */
class TestResourceTiming {
  readonly initiatorType = 'fetch';
  constructor(
    readonly name: string,
    readonly startTime: number,
  ) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The addresses the page hands to the worker to keep (its CACHE_URLS message). */
async function handedOver(entries: TestResourceTiming[]) {
  vi.stubGlobal('PerformanceResourceTiming', TestResourceTiming);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(entries as unknown as PerformanceEntryList);
  vi.stubGlobal('caches', { match: () => Promise.resolve(undefined), delete: () => Promise.resolve(true) });
  const messages: unknown[] = [];
  const active = {
    postMessage: (message: unknown, [port]: MessagePort[]) => {
      messages.push(message);
      port?.postMessage(null);
    },
  };
  await handOverKeptAnswers({ active } as unknown as ServiceWorkerRegistration);
  return messages.flatMap(
    (message) => (message as { payload: { urlsToCache: string[] } }).payload.urlsToCache,
  );
}

describe('the catalog a page fetched before the worker ran, handed over to it', () => {
  it('hands over the catalog answers, nothing else', async () => {
    expect(
      await handedOver([
        new TestResourceTiming(`${API}/api/shop/products/get?sortBy=price-lowtohigh`, 10),
        new TestResourceTiming(`${API}/api/auth/check-auth`, 11),
      ]),
    ).toEqual([`${API}/api/shop/products/get?sortBy=price-lowtohigh`]);
  });

  it('hands over no search answer: the worker would ask the backend for that keyword a second time', async () => {
    expect(
      await handedOver([
        new TestResourceTiming(`${API}/api/shop/search/parf`, 10),
        new TestResourceTiming(`${API}/api/shop/search/%5B%5B%5D`, 11),
        new TestResourceTiming(`${API}/api/shop/products/get/64a000000000000000000101`, 12),
      ]),
    ).toEqual([`${API}/api/shop/products/get/64a000000000000000000101`]);
  });

  it('hands over nothing a session that has ended since fetched', async () => {
    const beforeTheEnd = performance.now();
    clearSessionLeftovers();
    const afterTheEnd = performance.now() + 1;
    expect(
      await handedOver([
        new TestResourceTiming(`${API}/api/shop/search/lokum`, beforeTheEnd),
        new TestResourceTiming(`${API}/api/shop/products/get?sortBy=price-lowtohigh`, afterTheEnd),
      ]),
    ).toEqual([`${API}/api/shop/products/get?sortBy=price-lowtohigh`]);
  });
});
