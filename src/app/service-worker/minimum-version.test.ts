import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { SHOP_VERSION_META } from '@/lib/device/worker-names';
import { enforceMinimumVersion, isBelowMinimum, pageVersion } from './minimum-version';

const OLD = '2026-11-01T09:00:00Z';
const NEW = '2026-11-29T10:00:00Z';

/** A worker of the registration, moving through its states as the test says. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

interface Device {
  registration: {
    installing: FakeWorker | null;
    waiting: FakeWorker | null;
    update: () => Promise<void>;
    unregister: () => Promise<boolean>;
  };
  cacheNames: string[];
  deletedDatabases: string[];
  /** What the next update check finds at the site: a new worker, or none (sw.js gone or unchanged). */
  nextWorker: FakeWorker | null;
}

let device: Device;

function stubDevice({ minimum, controlled = true }: { minimum: string | null; controlled?: boolean }) {
  device = {
    registration: {
      installing: null,
      waiting: null,
      update: vi.fn(async () => {
        if (device.nextWorker?.state === 'installed') device.registration.waiting = device.nextWorker;
        else device.registration.installing = device.nextWorker;
      }),
      unregister: vi.fn(async () => true),
    },
    cacheNames: ['workbox-precache-v2-x', 'public-catalogue'],
    deletedDatabases: [],
    nextWorker: null,
  };
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: {
      controller: controlled ? new FakeWorker('activated') : null,
      getRegistration: async () => device.registration,
      getRegistrations: async () => [device.registration],
    },
  });
  vi.stubGlobal('caches', {
    keys: async () => [...device.cacheNames],
    delete: async (name: string) => {
      device.cacheNames = device.cacheNames.filter((kept) => kept !== name);
      return true;
    },
  });
  vi.stubGlobal('indexedDB', {
    deleteDatabase: (name: string) => {
      device.deletedDatabases.push(name);
      const request: { onsuccess?: () => void } = {};
      queueMicrotask(() => request.onsuccess?.());
      return request;
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ version: NEW, minimum })),
  );
}

function stampPage(version: string | null) {
  document.head.querySelector(`meta[name="${SHOP_VERSION_META}"]`)?.remove();
  if (version === null) return;
  const meta = document.createElement('meta');
  meta.name = SHOP_VERSION_META;
  meta.content = version;
  document.head.append(meta);
}

const steps = () => ({ takeOver: vi.fn(), reload: vi.fn() });

beforeEach(() => stampPage(OLD));
afterEach(() => {
  vi.unstubAllGlobals();
  stampPage(null);
});

describe('the minimum version', () => {
  it('compares versions as the build writes them; a page or site without one asks for nothing', () => {
    expect(isBelowMinimum(OLD, NEW)).toBe(true);
    expect(isBelowMinimum(NEW, NEW)).toBe(false);
    expect(isBelowMinimum(null, NEW)).toBe(false);
    expect(isBelowMinimum(OLD, null)).toBe(false);
    expect(pageVersion()).toBe(OLD);
    stampPage('1.4.0');
    expect(pageVersion()).toBeNull();
  });

  it('below it, the new worker is installed and takes over without the shopper, the page reloads into it', async () => {
    stubDevice({ minimum: NEW });
    device.nextWorker = new FakeWorker('installing');
    const forced = steps();
    const checking = enforceMinimumVersion(forced);
    await vi.waitFor(() => expect(device.registration.update).toHaveBeenCalled());
    device.registration.waiting = device.nextWorker;
    device.nextWorker.become('installed');
    await checking;

    expect(forced.takeOver).toHaveBeenCalledWith(device.nextWorker);
    expect(forced.reload).not.toHaveBeenCalled();
    expect(device.cacheNames).toHaveLength(2);
    expect(sessionStorage.getItem(STORAGE_KEYS.forcedUpdate)).toBe(NEW);
  });

  it('below it with no new worker to install (sw.js gone), the device starts clean and reloads from the network', async () => {
    stubDevice({ minimum: NEW });
    const forced = steps();
    await enforceMinimumVersion(forced);

    expect(forced.takeOver).not.toHaveBeenCalled();
    expect(device.registration.unregister).toHaveBeenCalled();
    expect(device.cacheNames).toEqual([]);
    expect(device.deletedDatabases).toEqual(['workbox-expiration']);
    expect(forced.reload).toHaveBeenCalledTimes(1);
  });

  it('a site that still serves an older build gets one update and one clean start per minimum, never a reload loop', async () => {
    stubDevice({ minimum: NEW });
    device.nextWorker = new FakeWorker('installed');
    const first = steps();
    await enforceMinimumVersion(first);
    expect(first.takeOver).toHaveBeenCalledTimes(1);

    // After the reload the page is still older: the clean start, once.
    const second = steps();
    await enforceMinimumVersion(second);
    expect(second.takeOver).not.toHaveBeenCalled();
    expect(second.reload).toHaveBeenCalledTimes(1);

    // And after that, nothing more for this minimum.
    const third = steps();
    await enforceMinimumVersion(third);
    expect(third.takeOver).not.toHaveBeenCalled();
    expect(third.reload).not.toHaveBeenCalled();
  });

  it('at or above it, offline, or on a page from the network, nothing is forced', async () => {
    stubDevice({ minimum: OLD });
    stampPage(NEW);
    const current = steps();
    await enforceMinimumVersion(current);
    expect(device.registration.update).not.toHaveBeenCalled();

    stubDevice({ minimum: NEW, controlled: false });
    stampPage(OLD);
    await enforceMinimumVersion(current);
    expect(fetch).not.toHaveBeenCalled();

    stubDevice({ minimum: NEW });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await enforceMinimumVersion(current);
    expect(device.registration.update).not.toHaveBeenCalled();
    expect(current.takeOver).not.toHaveBeenCalled();
    expect(current.reload).not.toHaveBeenCalled();
  });
});
