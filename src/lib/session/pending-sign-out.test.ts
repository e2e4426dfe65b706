import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, type BackendRequest } from '../backend/backend-request';
import { STORAGE_KEYS } from '../device/storage-keys';

const SIGN_OUT: BackendRequest = { method: 'post', path: '/api/auth/logout' };
const BACKEND = 'https://api.shop.example';

/** What the pages loaded by a test added to the window: it goes with them when the test ends. */
const pageListeners: [string, EventListenerOrEventListenerObject][] = [];

afterEach(() => {
  for (const [type, listener] of pageListeners.splice(0)) window.removeEventListener(type, listener);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The module as a page that has just loaded has it: nothing owed by this tab, no backend named yet. */
async function newPage() {
  vi.resetModules();
  const added = vi.spyOn(window, 'addEventListener');
  const page = await import('./pending-sign-out');
  for (const [type, listener] of added.mock.calls) if (listener) pageListeners.push([type, listener]);
  added.mockRestore();
  return page;
}

/**
 * The backend as fetch reaches it: every request it receives, each sign-out answered with `status`, or never
 * answered (no status: offline, a hung server) until the request is aborted.
 */
function backendAnswers(status?: number) {
  const received: Request[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    const request = new Request(input, init);
    received.push(request);
    if (status !== undefined) return Promise.resolve(new Response(null, { status }));
    return new Promise((_, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });
  });
  return received;
}

/** Storage as a browser that blocks it has it (site data refused): even reading `localStorage` throws. */
function blockStorage() {
  vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
}

describe('a sign-out owed to the backend', () => {
  it('is owed by nobody on a page just loaded, with nothing recorded', async () => {
    const page = await newPage();
    const received = backendAnswers(200);
    page.signOutCallIs(SIGN_OUT);

    expect(page.signOutPending()).toBe(false);
    expect(page.sendOwedSignOut(BACKEND)).toBeUndefined();
    expect(received).toHaveLength(0);
  });

  it('is recorded for every tab once owed and gone once settled, and those listening hear both', async () => {
    const page = await newPage();
    const heard = vi.fn();
    const stopListening = page.onSignOutPendingChange(heard);

    page.oweSignOut(SIGN_OUT, BACKEND);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(page.signOutPending()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.pendingSignOut)).not.toBeNull();

    page.signOutSettled();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(page.signOutPending()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.pendingSignOut)).toBeNull();

    stopListening();
    page.oweSignOut(SIGN_OUT, BACKEND);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('is heard of when another tab owes it or gets it done, and not for other storage changes', async () => {
    const page = await newPage();
    const heard = vi.fn();
    page.onSignOutPendingChange(heard);

    localStorage.setItem(STORAGE_KEYS.pendingSignOut, '1');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.pendingSignOut }));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(page.signOutPending()).toBe(true);

    // Another tab cleared the whole storage.
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(page.signOutPending()).toBe(false);

    window.dispatchEvent(new StorageEvent('storage', { key: 'someone-elses-key' }));
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('goes to the backend with its cookie, and is done once the server answered it', async () => {
    const page = await newPage();
    const received = backendAnswers(200);
    page.oweSignOut(SIGN_OUT, BACKEND);

    await page.sendOwedSignOut(BACKEND);

    expect(received.map((request) => `${request.method} ${request.url} ${request.credentials}`)).toEqual([
      `POST ${BACKEND}/api/auth/logout include`,
    ]);
    expect(page.signOutPending()).toBe(false);
  });

  it('stays owed when the server answers it with a server error', async () => {
    const page = await newPage();
    const received = backendAnswers(500);
    page.oweSignOut(SIGN_OUT, BACKEND);

    await page.sendOwedSignOut(BACKEND);

    expect(received).toHaveLength(1);
    expect(page.signOutPending()).toBe(true);
  });

  it('counts any answer but a server error as heard, and no answer as not', async () => {
    const { serverHeardSignOut } = await newPage();
    expect([0, 200, 401, 404, 499, 500, 503].map(serverHeardSignOut)).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('is given up on at the time limit: the request is aborted and the sign-out stays owed', async () => {
    const page = await newPage();
    vi.useFakeTimers();
    const received = backendAnswers();
    page.oweSignOut(SIGN_OUT, BACKEND);

    const attempt = page.sendOwedSignOut(BACKEND);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(received[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(received[0]?.signal.aborted).toBe(true);

    await attempt;
    expect(page.signOutPending()).toBe(true);
  });

  it('is not aborted after the time limit once the server answered in time', async () => {
    const page = await newPage();
    vi.useFakeTimers();
    const received = backendAnswers(200);
    page.oweSignOut(SIGN_OUT, BACKEND);

    await page.sendOwedSignOut(BACKEND);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);

    expect(received[0]?.signal.aborted).toBe(false);
  });

  it('goes to the backend last named as soon as the browser is back online', async () => {
    const page = await newPage();
    const received = backendAnswers(200);
    page.oweSignOut(SIGN_OUT, BACKEND);

    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() => expect(page.signOutPending()).toBe(false));
    expect(received.map((request) => request.url)).toEqual([`${BACKEND}/api/auth/logout`]);
  });

  it('back online before any sender named the backend: nothing goes then, and the next call sends it', async () => {
    // Owed by an earlier page; this one has named the sign-out call (start-up does) but not yet the backend.
    localStorage.setItem(STORAGE_KEYS.pendingSignOut, '1');
    const page = await newPage();
    const received = backendAnswers(200);
    page.signOutCallIs(SIGN_OUT);

    window.dispatchEvent(new Event('online'));
    await page.sendOwedSignOut(BACKEND);

    expect(received.map((request) => request.url)).toEqual([`${BACKEND}/api/auth/logout`]);
    expect(page.signOutPending()).toBe(false);
  });

  it('is owed in this tab alone when storage is full, until the server has it', async () => {
    const page = await newPage();
    const received = backendAnswers(200);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const heard = vi.fn();
    page.onSignOutPendingChange(heard);

    page.oweSignOut(SIGN_OUT, BACKEND);
    expect(page.signOutPending()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.pendingSignOut)).toBeNull();
    expect(heard).toHaveBeenCalledTimes(1);

    await page.sendOwedSignOut(BACKEND);
    expect(received).toHaveLength(1);
    expect(page.signOutPending()).toBe(false);
  });

  it('is owed in this tab alone when storage is blocked, until settled', async () => {
    const page = await newPage();
    blockStorage();

    expect(page.signOutPending()).toBe(false);
    page.oweSignOut(SIGN_OUT, BACKEND);
    expect(page.signOutPending()).toBe(true);

    page.signOutSettled();
    expect(page.signOutPending()).toBe(false);
  });

  it('loads where there is no window, as in the build that prerenders pages in Node', async () => {
    vi.resetModules();
    vi.stubGlobal('window', undefined);

    const page = await import('./pending-sign-out');

    expect(page.signOutPending()).toBe(false);
  });
});
