import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { KEPT_CATALOG_CACHE } from '@/lib/device/worker-names';
import { sessionBoundKeeping } from './session-bound';

// Workbox's development build logs every step; these tests read what it keeps, not what it says.
vi.hoisted(() => Object.assign(globalThis, { __WB_DISABLE_DEV_LOGS: true }));

const ANSWER_URL = 'https://api.example.com/api/shop/search/lokum';

/** A worker's event, as Workbox's strategies are handed one: it collects the work to wait for. */
class TestExtendableEvent extends Event {
  readonly work: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>) {
    this.work.push(promise);
  }
}

/** Cache Storage in memory, with a hook for the moment a write opens its cache. */
function memoryCacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    request instanceof Request ? request.url : new URL(String(request)).href;
  const cacheOf = (entries: Map<string, Response>) => ({
    match: (request: RequestInfo) => Promise.resolve(entries.get(keyOf(request))?.clone()),
    put: (request: RequestInfo, response: Response) => {
      entries.set(keyOf(request), response);
      return Promise.resolve();
    },
    delete: (request: RequestInfo) => Promise.resolve(entries.delete(keyOf(request))),
    keys: () => Promise.resolve([...entries.keys()].map((url) => new Request(url))),
  });
  const storage = {
    onOpen: () => {},
    open: (name: string) => {
      storage.onOpen();
      const entries = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, entries);
      return Promise.resolve(cacheOf(entries));
    },
    match: (request: RequestInfo, options?: { cacheName?: string }) =>
      Promise.resolve(
        stores
          .get(options?.cacheName ?? '')
          ?.get(keyOf(request))
          ?.clone(),
      ),
    has: (name: string) => Promise.resolve(stores.has(name)),
    delete: (name: string) => Promise.resolve(stores.delete(name)),
    keys: () => Promise.resolve([...stores.keys()]),
    /** The addresses kept in the catalog's cache. */
    kept: () => [...(stores.get(KEPT_CATALOG_CACHE)?.keys() ?? [])],
    keep: (url: string, body: string) => {
      const entries = stores.get(KEPT_CATALOG_CACHE) ?? new Map<string, Response>();
      stores.set(KEPT_CATALOG_CACHE, entries);
      entries.set(url, new Response(body, { status: 200 }));
    },
  };
  return storage;
}

/** The backend, answering each request only when the test says so. */
function heldNetwork() {
  const waiting: ((response: Response) => void)[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        waiting.push(resolve);
      }),
  );
  return {
    fetch,
    answer: () => waiting.shift()?.(new Response('{"success":true,"data":[]}', { status: 200 })),
  };
}

let storage: ReturnType<typeof memoryCacheStorage>;
let network: ReturnType<typeof heldNetwork>;

beforeEach(() => {
  storage = memoryCacheStorage();
  network = heldNetwork();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('fetch', network.fetch);
  vi.stubGlobal('ExtendableEvent', TestExtendableEvent);
  // Workbox asks whether its event is a page's request; none of these is.
  vi.stubGlobal('FetchEvent', class TestFetchEvent extends TestExtendableEvent {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The worker's kept catalog as sw.ts sets it up, with `clear` standing in for its clearing. */
function keptCatalog() {
  const clear = vi.fn(() => Promise.resolve());
  const keeping = sessionBoundKeeping(clear);
  const strategy = new StaleWhileRevalidate({ cacheName: KEPT_CATALOG_CACHE, plugins: [keeping.plugin] });
  /** Starts one request; resolves once its answer is out and its work (the write behind it) is done. */
  const request = () => {
    const [response, done] = strategy.handleAll({
      request: new Request(ANSWER_URL),
      event: new TestExtendableEvent('fetch'),
    } as unknown as Parameters<typeof strategy.handleAll>[0]);
    return { response, done };
  };
  return { clear, keeping, request };
}

describe('a session’s catalog, kept by the worker only while the session lasts', () => {
  it('does not keep an answer that comes back after the session ended, and keeps one asked for after the end', async () => {
    const { clear, keeping, request } = keptCatalog();
    const before = request();
    await vi.waitFor(() => expect(network.fetch).toHaveBeenCalledTimes(1));
    keeping.sessionEnded();
    network.answer();
    expect((await before.response).status).toBe(200);
    await before.done;
    expect(storage.kept()).toEqual([]);
    // It read nothing of the cache: nothing to clear again.
    expect(clear).not.toHaveBeenCalled();

    const after = request();
    await vi.waitFor(() => expect(network.fetch).toHaveBeenCalledTimes(2));
    network.answer();
    await after.done;
    expect(storage.kept()).toEqual([ANSWER_URL]);
  });

  it('clears again once done when a write lands after the end overtook it', async () => {
    const { clear, keeping, request } = keptCatalog();
    const write = request();
    await vi.waitFor(() => expect(network.fetch).toHaveBeenCalled());
    // The end comes between the check of the answer and the write into the cache.
    storage.onOpen = () => keeping.sessionEnded();
    network.answer();
    await write.done;
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('clears again once done when a request that read the cache was overtaken by the end', async () => {
    storage.keep(ANSWER_URL, '{"success":true,"data":["before"]}');
    const { clear, keeping, request } = keptCatalog();
    const read = request();
    expect(await (await read.response).json()).toEqual({ success: true, data: ['before'] });
    keeping.sessionEnded();
    network.answer();
    await read.done;
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('clears nothing again for requests within one session', async () => {
    storage.keep(ANSWER_URL, '{"success":true,"data":["before"]}');
    const { clear, request } = keptCatalog();
    const read = request();
    await vi.waitFor(() => expect(network.fetch).toHaveBeenCalled());
    network.answer();
    await read.done;
    expect(storage.kept()).toEqual([ANSWER_URL]);
    expect(clear).not.toHaveBeenCalled();
  });
});
