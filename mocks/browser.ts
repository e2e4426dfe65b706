import { setupWorker } from 'msw/browser';
import type { ReactNode } from 'react';
import { DATA_SHAPES, SHAPE_STORAGE_KEY, type DataShape } from './data-shape';
import { db, MOCK_STORAGE_KEY } from './db';
import { handlers } from './handlers';
import { PROVIDER_APPROVAL_PATH } from './handlers/orders';
import { readStoredOverrides, storeOverrides, toHandler, type MockOverride } from './overrides';
import { setMockLatency } from './handlers/utils';
import { ProviderPage } from './provider-page';
import { scaledCatalogue } from './scale';
import { createElement } from 'react';

/** What the mock backend offers to the person running it and to Playwright (window.__mockBackend). */
export interface MockBackendControls {
  /** Every email the mock "sent": verification codes and reset tokens. */
  outbox: () => typeof db.state.outbox;
  reset: () => void;
  /** Answers matching requests with a fault or a given body, in this tab, until cleared (see overrides.ts). */
  override: (...overrides: MockOverride[]) => void;
  clearOverrides: () => void;
}

declare global {
  interface Window {
    __mockBackend?: MockBackendControls;
  }
}

const LATENCY_KEY = 'mock-latency-ms';
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

export async function enableMocking() {
  const url = new URL(window.location.href);
  const shape = requestedShape(url);
  // ?mock-reset puts the store back to the seed (documented in the README); a new shape starts from its seed.
  if (url.searchParams.has('mock-reset') || db.state.shape !== shape) {
    db.reset(shape);
    db.save();
    url.searchParams.delete('mock-reset');
    window.history.replaceState(null, '', url);
  }
  // ?mock-catalog=5000 swaps in a large generated catalogue (kept until ?mock-reset).
  const catalogueSize = Number(url.searchParams.get('mock-catalog'));
  if (catalogueSize > 0) {
    db.replaceProducts(scaledCatalogue(Math.min(catalogueSize, 20_000)));
    db.save();
    url.searchParams.delete('mock-catalog');
    window.history.replaceState(null, '', url);
  }
  const latency = Number(window.localStorage.getItem(LATENCY_KEY) ?? DEFAULT_LATENCY_MS);
  setMockLatency(Number.isFinite(latency) ? latency : DEFAULT_LATENCY_MS);

  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });

  let overrides = readStoredOverrides();
  const applyOverrides = () => {
    worker.resetHandlers();
    // worker.use puts the newest first; the first override given should win, so add them in reverse.
    worker.use(...overrides.map(toHandler).reverse());
    storeOverrides(overrides);
  };
  if (overrides.length) applyOverrides();

  window.__mockBackend = {
    outbox: () => db.state.outbox,
    reset: () => db.reset(db.state.shape),
    override: (...added) => {
      overrides = [...added, ...overrides];
      applyOverrides();
    },
    clearOverrides: () => {
      overrides = [];
      applyOverrides();
    },
  };
  console.info(
    `[mock backend] on, ${shape === 'original' ? "in the original backend's data shape" : 'in our data shape'}. Data lives in localStorage["${MOCK_STORAGE_KEY}"]; open any page with ?mock-reset to restore the seed, ?mock-shape=original|ours to switch shapes.`,
  );
}

export function isProviderPage() {
  return window.location.pathname === PROVIDER_APPROVAL_PATH;
}

export function renderProviderPage(): ReactNode {
  return createElement(ProviderPage);
}
