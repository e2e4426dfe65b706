import { setupWorker } from 'msw/browser';
import type { ReactNode } from 'react';
import {
  DATA_SHAPES,
  replaceOrders,
  replaceProducts,
  resetToSeed,
  SHAPE_STORAGE_KEY,
  type DataShape,
} from './data-shape';
import { db, MOCK_STORAGE_KEY } from './db';
import { handlers } from './handlers';
import { PROVIDER_APPROVAL_PATH } from './handlers/orders';
import {
  overrideLabel,
  readStoredOverrides,
  storeOverrides,
  toHandler,
  type MockFault,
  type MockOverride,
} from './overrides';
import { setMockLatency } from './handlers/utils';
import {
  MANNERS_STORAGE_KEY,
  SERVER_MANNERS,
  setServerManners,
  type ServerManners,
} from './handlers/server-manners';
import { ProviderPage } from './provider-page';
import { scaledCatalog, scaledOrders } from './scale';
import { createElement } from 'react';

/** What the mock backend offers to the person running it and to Playwright (window.__mockBackend). */
interface MockBackendControls {
  /** Every email the mock "sent": verification codes and reset tokens. */
  outbox: () => typeof db.state.outbox;
  reset: () => void;
  /** Answers matching requests with a fault or a given body, in this tab, until cleared (see overrides.ts). */
  override: (...overrides: MockOverride[]) => void;
  clearOverrides: () => void;
  /** Every backend call this page has sent since it loaded, oldest first, with who answered it. */
  requests: () => MockRequestRecord[];
}

/** One backend call as the mock saw it (the request log of window.__mockBackend.requests()). */
export interface MockRequestRecord {
  method: string;
  /** Path and query string, e.g. `/api/shop/cart/add`. */
  path: string;
  /** The override that took the call (its label, see overrides.ts), or null when the normal handlers answered. */
  override: string | null;
  /** That override's fault; a `delay` holds the call back, then the normal handler answers it. */
  fault: MockFault | null;
  /** The answer's HTTP status once the worker has delivered it, 0 for a network error; null before. */
  status: number | null;
  /** True once the mock has finished with the call (answered it, or failed it on purpose). */
  ended: boolean;
}

declare global {
  interface Window {
    __mockBackend?: MockBackendControls;
  }
}

const LATENCY_KEY = 'mock-latency-ms';
/** The request log keeps the latest calls only: a long session by hand must not grow it without end. */
const MAX_LOGGED_REQUESTS = 2_000;
const DEFAULT_LATENCY_MS = 200;

/** The data shape this browser asked for: ?mock-shape=original|ours, kept in localStorage until changed. */
function requestedShape(url: URL): DataShape {
  const asked = url.searchParams.get('mock-shape');
  const fromUrl = DATA_SHAPES.find((shape) => shape === asked);
  if (fromUrl) {
    window.localStorage.setItem(SHAPE_STORAGE_KEY, fromUrl);
    url.searchParams.delete('mock-shape');
    window.history.replaceState(null, '', url);
  }
  const stored = window.localStorage.getItem(SHAPE_STORAGE_KEY);
  return DATA_SHAPES.find((shape) => shape === stored) ?? 'ours';
}

/** How this browser asked the mock to behave: ?mock-server=original|contract, kept in localStorage until changed. */
function requestedManners(url: URL): ServerManners {
  const asked = url.searchParams.get('mock-server');
  const fromUrl = SERVER_MANNERS.find((manners) => manners === asked);
  if (fromUrl) {
    window.localStorage.setItem(MANNERS_STORAGE_KEY, fromUrl);
    url.searchParams.delete('mock-server');
    window.history.replaceState(null, '', url);
  }
  const stored = window.localStorage.getItem(MANNERS_STORAGE_KEY);
  return SERVER_MANNERS.find((manners) => manners === stored) ?? 'contract';
}

/** The longest a page waits to be claimed by a mock worker that an earlier page is still installing. */
const CLAIM_WAIT_MS = 1000;

/**
 * MSW reloads a page that has its worker registered but does not control it, taking that for a hard reload. A
 * page opened while an earlier page's worker is still installing is such a page too, until the worker (which
 * claims every page as it activates) takes it over: a reload then would throw away whatever the visitor did
 * meanwhile, such as going to another page. So such a page first waits, a moment at most, to be claimed.
 */
async function waitToBeClaimed() {
  const workers = navigator.serviceWorker;
  if (workers.controller) return;
  const registrations = await workers.getRegistrations();
  if (registrations.length === 0) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, CLAIM_WAIT_MS);
    workers.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export async function enableMocking() {
  const url = new URL(window.location.href);
  const shape = requestedShape(url);
  const manners = requestedManners(url);
  setServerManners(manners);
  // ?mock-reset puts the store back to the seed (docs/testing.md); a new shape starts from its seed.
  if (url.searchParams.has('mock-reset') || db.state.shape !== shape) {
    resetToSeed(shape);
    db.save();
    url.searchParams.delete('mock-reset');
    window.history.replaceState(null, '', url);
  }
  // ?mock-catalog=5000 swaps in a large generated catalog (kept until ?mock-reset).
  const catalogSize = Number(url.searchParams.get('mock-catalog'));
  if (catalogSize > 0) {
    replaceProducts(scaledCatalog(Math.min(catalogSize, 20_000)));
    db.save();
    url.searchParams.delete('mock-catalog');
    window.history.replaceState(null, '', url);
  }
  // ?mock-orders=3000 swaps in a year of generated orders, every status (kept until ?mock-reset).
  const orderCount = Number(url.searchParams.get('mock-orders'));
  if (orderCount > 0) {
    replaceOrders(scaledOrders(Math.min(orderCount, 20_000)));
    db.save();
    url.searchParams.delete('mock-orders');
    window.history.replaceState(null, '', url);
  }
  const latency = Number(window.localStorage.getItem(LATENCY_KEY) ?? DEFAULT_LATENCY_MS);
  setMockLatency(Number.isFinite(latency) ? latency : DEFAULT_LATENCY_MS);

  const worker = setupWorker(...handlers);
  await waitToBeClaimed();
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });

  // The request log: backend calls only (the worker also sees the page's own files), keyed by MSW's request id.
  const log: MockRequestRecord[] = [];
  const pending = new Map<string, MockRequestRecord>();
  worker.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/')) return;
    const record: MockRequestRecord = {
      method: request.method,
      path: url.pathname + url.search,
      override: null,
      fault: null,
      status: null,
      ended: false,
    };
    log.push(record);
    pending.set(requestId, record);
    if (log.length > MAX_LOGGED_REQUESTS) {
      const dropped = new Set(log.splice(0, log.length - MAX_LOGGED_REQUESTS));
      for (const [id, kept] of pending) if (dropped.has(kept)) pending.delete(id);
    }
  });
  // The answer goes back (request:end) before the worker reports it delivered (response:mocked): a record
  // leaves `pending` with the later one, or when the log drops it.
  worker.events.on('request:end', ({ requestId }) => {
    const record = pending.get(requestId);
    if (record) record.ended = true;
  });
  worker.events.on('response:mocked', ({ requestId, response }) => {
    const record = pending.get(requestId);
    if (record) record.status = response.status;
    pending.delete(requestId);
  });
  const noteOverride = (requestId: string, override: MockOverride) => {
    const record = pending.get(requestId);
    if (!record) return;
    record.override = overrideLabel(override);
    record.fault = override.fault;
  };

  let overrides = readStoredOverrides();
  const applyOverrides = () => {
    worker.resetHandlers();
    // MSW tries handlers in the order given to worker.use, ahead of the normal ones; `overrides` holds the
    // latest override(...) call first, each call's overrides in the order given (see overrides.ts).
    worker.use(...overrides.map((override) => toHandler(override, noteOverride)));
    storeOverrides(overrides);
  };
  if (overrides.length) applyOverrides();

  window.__mockBackend = {
    outbox: () => db.state.outbox,
    reset: () => resetToSeed(db.state.shape),
    override: (...added) => {
      overrides = [...added, ...overrides];
      applyOverrides();
    },
    clearOverrides: () => {
      overrides = [];
      applyOverrides();
    },
    // Copies: a caller (Playwright's evaluate) must not hold records the log still changes.
    requests: () => log.map((record) => ({ ...record })),
  };
  console.info(
    `[mock backend] on, ${shape === 'original' ? "in the original backend's data shape" : 'in our data shape'}${manners === 'original' ? ", with the original server's manners (cookie session, missing routes)" : ''}. Data lives in localStorage["${MOCK_STORAGE_KEY}"]; open any page with ?mock-reset to restore the seed, ?mock-shape=original|ours to switch shapes.`,
  );
}

export function isProviderPage() {
  return window.location.pathname === PROVIDER_APPROVAL_PATH;
}

export function renderProviderPage(): ReactNode {
  return createElement(ProviderPage);
}
