import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { SHOP_VERSION_FILE, SHOP_VERSION_META, SHOP_VERSION_PATTERN } from '@/lib/device/worker-names';

/**
 * The minimum version (docs/deploy.md#forcing-an-update): an operator who must have every device off an older
 * build (a security release) starts the site with MINIMUM_VERSION, which deploy/start.sh writes into the site's
 * version file. A page the worker served from its copy checks it whenever it looks for a new version (register.ts:
 * once loaded, when shown again, every hour). Below the minimum, it does not wait for its shopper's Reload:
 * 1. the worker looks for its new version; once that is installed it takes over, and the page reloads into it;
 * 2. when none comes (sw.js gone, or it does not install), or the reload still brought an older page (the site
 *    itself serves an older build), the device starts clean: the worker is unregistered, its caches and their
 *    records deleted, and the page reloads from the network;
 * 3. if even that brought an older page, the site serves it: the tab stops there (one clean start per minimum).
 */

const versionSchema = z.string().check(z.regex(SHOP_VERSION_PATTERN));
/** The site's version file, read tolerantly: a missing or odd minimum asks for nothing. */
const versionFileSchema = z.object({
  minimum: z.catch(z.nullish(versionSchema), null),
});

/** The version this page was built with (its own <meta>), or null for a page without one. */
export function pageVersion(page: Document = document): string | null {
  const content = page.querySelector(`meta[name="${SHOP_VERSION_META}"]`)?.getAttribute('content') ?? '';
  return versionSchema.safeParse(content).success ? content : null;
}

/** The minimum version the site asks for now, or null (none, or no answer: offline, an old deploy). */
async function servedMinimumVersion(): Promise<string | null> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}${SHOP_VERSION_FILE}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const parsed = versionFileSchema.safeParse(await response.json());
    return parsed.success ? (parsed.data.minimum ?? null) : null;
  } catch {
    return null;
  }
}

/** Whether a page of `version` must update for `minimum` (versions sort as text: SHOP_VERSION_PATTERN). */
export function isBelowMinimum(version: string | null, minimum: string | null): boolean {
  return version !== null && minimum !== null && version < minimum;
}

function readGuard(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.forcedUpdate);
  } catch {
    return null;
  }
}

function writeGuard(value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(STORAGE_KEYS.forcedUpdate);
    else sessionStorage.setItem(STORAGE_KEYS.forcedUpdate, value);
  } catch {
    // No session storage: the tab cannot remember its forced update, and forces none (below).
  }
}

/** Waits until `worker` is installed (true) or has failed to (false). */
function installed(worker: ServiceWorker): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'installed' || worker.state === 'activating' || worker.state === 'activated') {
        worker.removeEventListener('statechange', settle);
        resolve(true);
      } else if (worker.state === 'redundant') {
        worker.removeEventListener('statechange', settle);
        resolve(false);
      }
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}

/** Every worker of this site unregistered, every cache and the worker's cache records deleted. */
async function startClean() {
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
  await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
  const names = await caches.keys().catch(() => []);
  await Promise.all(names.map((name) => caches.delete(name).catch(() => false)));
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('workbox-expiration');
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  }).catch(() => undefined);
}

export interface ForcedUpdateSteps {
  /** Lets the installed new worker take over; the page reloads once it has (register.ts). */
  takeOver: (waiting: ServiceWorker) => void;
  reload: () => void;
}

/**
 * Checks this page against the site's minimum version and, below it, brings the device up to it (the steps at the
 * top). Only a page a worker controls: a page from the network is what the site serves.
 */
export async function enforceMinimumVersion(steps: ForcedUpdateSteps): Promise<void> {
  if (!navigator.serviceWorker.controller) return;
  const minimum = await servedMinimumVersion();
  if (minimum === null || !isBelowMinimum(pageVersion(), minimum)) {
    // At or above the minimum: a later minimum may force an update again.
    if (minimum !== null && readGuard() !== null) writeGuard(null);
    return;
  }
  const tried = readGuard();
  if (tried === `${minimum} cleared`) return;
  if (tried !== minimum) {
    writeGuard(minimum);
    if (readGuard() !== minimum) return;
    const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
    await registration?.update().catch(() => undefined);
    const next = registration?.installing ?? registration?.waiting;
    if (next && (await installed(next))) {
      steps.takeOver(next);
      return;
    }
  }
  writeGuard(`${minimum} cleared`);
  await startClean();
  steps.reload();
}
