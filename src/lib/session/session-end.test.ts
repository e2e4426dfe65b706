import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../device/storage-keys';
import { KEPT_CATALOG_CACHE, SESSION_ENDED_MESSAGE } from '../device/worker-names';
import { clearSessionLeftovers, onSessionEnd, sessionEndedAt } from './session-end';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  // jsdom has no service workers: only the tests below give the page some.
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** A service worker running the given file, for the page to tell things to. */
const workerRunning = (file: string) => ({ scriptURL: `https://shop.example/${file}`, postMessage: vi.fn() });

/** Gives the page service workers: the one in charge of it, and the one its registration runs. */
function giveServiceWorkers(workers: {
  controller: ReturnType<typeof workerRunning> | null;
  active?: ReturnType<typeof workerRunning>;
}) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: workers.controller,
      getRegistration: () => Promise.resolve(workers.active ? { active: workers.active } : undefined),
    },
  });
}

describe('what a session leaves behind, cleared when it ends', () => {
  it('runs the resets that modules registered, until they unregister', () => {
    const reset = vi.fn();
    const unregister = onSessionEnd(reset);
    clearSessionLeftovers();
    expect(reset).toHaveBeenCalledTimes(1);
    unregister();
    clearSessionLeftovers();
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('clears the session’s entries of session storage by key, and only those', () => {
    sessionStorage.setItem(STORAGE_KEYS.listingFilters, '{}');
    sessionStorage.setItem(STORAGE_KEYS.currentOrder, 'o1');
    sessionStorage.setItem(`${STORAGE_KEYS.paymentCapturePrefix}o1`, 'done');
    sessionStorage.setItem('someone-elses-key', 'kept');
    clearSessionLeftovers();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('someone-elses-key')).toBe('kept');
  });

  it('deletes the catalog answers the service worker keeps', () => {
    const remove = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: remove });
    clearSessionLeftovers();
    expect(remove).toHaveBeenCalledWith(KEPT_CATALOG_CACHE);
  });

  it('tells the shop’s service worker in charge of the page, which clears the times it noted too', () => {
    vi.stubGlobal('caches', { delete: () => Promise.resolve(true) });
    const worker = workerRunning('sw.js');
    giveServiceWorkers({ controller: worker });
    clearSessionLeftovers();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SESSION_ENDED_MESSAGE });
  });

  it('tells the shop’s service worker that runs without being in charge of the page (a reload that bypassed it)', async () => {
    vi.stubGlobal('caches', { delete: () => Promise.resolve(true) });
    const worker = workerRunning('sw.js');
    giveServiceWorkers({ controller: null, active: worker });
    clearSessionLeftovers();
    await vi.waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith({ type: SESSION_ENDED_MESSAGE }));
  });

  it('tells MSW’s worker nothing (the mock build), and deletes the cache itself', async () => {
    const remove = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: remove });
    const mockWorker = workerRunning('mockServiceWorker.js');
    giveServiceWorkers({ controller: mockWorker, active: mockWorker });
    clearSessionLeftovers();
    await Promise.resolve();
    expect(mockWorker.postMessage).not.toHaveBeenCalled();
    expect(remove).toHaveBeenCalledWith(KEPT_CATALOG_CACHE);
  });

  it('tells the shop’s service worker when the shop is served under a path', () => {
    vi.stubGlobal('caches', { delete: () => Promise.resolve(true) });
    const worker = workerRunning('shop/sw.js');
    giveServiceWorkers({ controller: worker });
    clearSessionLeftovers();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SESSION_ENDED_MESSAGE });
  });

  it('tells no worker, and fails nothing, when no worker runs for the page', async () => {
    vi.stubGlobal('caches', { delete: () => Promise.resolve(true) });
    giveServiceWorkers({ controller: null });
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      clearSessionLeftovers();
      // Node reports a rejection no one handles once the promise callbacks due have run: one turn later.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('goes on where there is no navigator (outside a browser)', () => {
    const reset = vi.fn();
    const unregister = onSessionEnd(reset);
    vi.stubGlobal('caches', undefined);
    vi.stubGlobal('navigator', undefined);
    expect(() => clearSessionLeftovers()).not.toThrow();
    expect(reset).toHaveBeenCalled();
    unregister();
  });

  it('says no session has ended yet on a page just loaded: everything it fetched may be kept', async () => {
    vi.resetModules();
    const { sessionEndedAt: endedOnNewPage } = await import('./session-end');
    expect(endedOnNewPage()).toBe(-Infinity);
  });

  it('notes when the session ended, so that what the page fetched before is not handed to the worker', () => {
    const before = performance.now();
    clearSessionLeftovers();
    expect(sessionEndedAt()).toBeGreaterThanOrEqual(before);
    expect(sessionEndedAt()).toBeLessThanOrEqual(performance.now());
  });

  it('goes on without session storage', () => {
    const reset = vi.fn();
    const unregister = onSessionEnd(reset);
    vi.stubGlobal('sessionStorage', {
      get length(): number {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(() => clearSessionLeftovers()).not.toThrow();
    expect(reset).toHaveBeenCalled();
    unregister();
  });
});
