import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { resetToSeed } from '../../mocks/data-shape';
import { clearSessionCookie, setServerManners } from '../../mocks/handlers/server-manners';
import { DEMO_SHOPPER } from '../../mocks/seed-accounts';
import { login, logout } from '@/features/auth/api/auth-api';
import { getShopProduct, getShopProducts } from '@/features/catalog/api/products-api';
import { forgetEarlyRequests } from '@/boot/early-requests';
import { signOutPending } from '@/lib/session/pending-sign-out';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { loadHomePageData } from '@/pages/home-page-data';
import { useAuthStore } from '@/stores/auth-store';
import { signInAs } from '@/testing/session';
import { sendStartUpRequests, startUpVisit } from '@/boot/start-up-requests';

const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';
const LOGOUT = 'POST /api/auth/logout';

const stopRecording: (() => void)[] = [];

/** Every request the mock backend receives from now on (until the test ends), as `METHOD /path`. */
function backendReceives() {
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', record);
  stopRecording.push(() => server.events.removeListener('request:start', record));
  return seen;
}

/** The backend cannot be reached for a sign-out while `unreachable.now` (no answer: offline). */
function signOutUnreachable() {
  const unreachable = { now: true };
  server.use(http.post('*/api/auth/logout', () => (unreachable.now ? HttpResponse.error() : undefined)));
  return unreachable;
}

/** Whether the mock backend still takes this browser's cookie as a session (another client, the same cookie jar). */
async function cookieStillSignedIn() {
  const response = await fetch(`${location.origin}/api/auth/check-auth`, { credentials: 'include' });
  return response.status === 200;
}

/** The sign-out as the user menu runs it (features/auth/api/use-logout.ts): the call, then the local end. */
async function signOutAsTheMenuDoes() {
  await logout().catch(() => undefined);
  useAuthStore.getState().endSession();
}

/** The credentials mode of each request handed to fetch, as `METHOD /path mode`. */
function credentialsSent() {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  return () =>
    fetchSpy.mock.calls.map(([input, init]) => {
      const request = input instanceof Request ? input : new Request(input, init);
      return `${request.method} ${new URL(request.url).pathname} ${init?.credentials ?? request.credentials}`;
    });
}

describe('a cookie session signed out while the server could not hear it', () => {
  beforeEach(() => {
    setServerManners('original');
    resetToSeed('original');
  });
  afterEach(() => {
    for (const stop of stopRecording.splice(0)) stop();
    setServerManners('contract');
    clearSessionCookie();
    forgetEarlyRequests();
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('owes its sign-out, which goes before the next call and is then done', async () => {
    await signInAs('shopper');
    const unreachable = signOutUnreachable();

    await signOutAsTheMenuDoes();

    // Signed out here, and the cookie still valid at the server: the next person would act as the last one.
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(signOutPending()).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.pendingSignOut)).not.toBeNull();
    expect(await cookieStillSignedIn()).toBe(true);

    unreachable.now = false;
    const received = backendReceives();
    await getShopProduct(CEVIZLI);
    await getShopProduct(CEVIZLI);

    expect(received).toEqual([
      LOGOUT,
      `GET /api/shop/products/get/${CEVIZLI}`,
      `GET /api/shop/products/get/${CEVIZLI}`,
    ]);
    expect(signOutPending()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.pendingSignOut)).toBeNull();
    expect(await cookieStillSignedIn()).toBe(false);
  });

  it('owes it after a server error too, and not after a sign-out the server answered', async () => {
    await signInAs('shopper');
    server.use(
      http.post(
        '*/api/auth/logout',
        () => HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    await signOutAsTheMenuDoes();
    expect(signOutPending()).toBe(true);

    await getShopProducts({}, 'price-lowtohigh');
    expect(signOutPending()).toBe(false);

    await signInAs('shopper');
    await signOutAsTheMenuDoes();
    expect(signOutPending()).toBe(false);
    expect(await cookieStillSignedIn()).toBe(false);
  });

  it('makes calls wait for one attempt; when it fails, they go without the cookie and it stays owed', async () => {
    await signInAs('shopper');
    signOutUnreachable();
    await signOutAsTheMenuDoes();
    const received = backendReceives();
    const sent = credentialsSent();

    await Promise.all([getShopProduct(CEVIZLI), getShopProducts({}, 'price-lowtohigh')]);

    expect(received[0]).toBe(LOGOUT);
    expect(received.filter((request) => request === LOGOUT)).toHaveLength(1);
    expect(received).toHaveLength(3);
    expect(sent().toSorted()).toEqual(
      [
        `${LOGOUT} include`,
        `GET /api/shop/products/get/${CEVIZLI} omit`,
        'GET /api/shop/products/get omit',
      ].toSorted(),
    );
    expect(signOutPending()).toBe(true);
  });

  it('goes before a new sign-in, and is dropped once the sign-in succeeded, even if it never got through', async () => {
    await signInAs('shopper');
    const unreachable = signOutUnreachable();
    await signOutAsTheMenuDoes();
    const received = backendReceives();

    // Still unreachable for the sign-out: the sign-in goes after its attempt, and replaces the cookie.
    const answer = await login({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });
    useAuthStore.getState().loginSucceeded(answer.token, answer.user);
    unreachable.now = false;
    await getShopProduct(CEVIZLI);

    expect(received).toEqual([LOGOUT, 'POST /api/auth/login', `GET /api/shop/products/get/${CEVIZLI}`]);
    expect(signOutPending()).toBe(false);
    // The new session is not ended by a sign-out sent after it.
    expect(await cookieStillSignedIn()).toBe(true);
  });

  it('a sign-in while it is owed and the server is back: the sign-out goes first, then the sign-in', async () => {
    await signInAs('shopper');
    const unreachable = signOutUnreachable();
    await signOutAsTheMenuDoes();
    unreachable.now = false;
    const received = backendReceives();

    await signInAs('shopper');

    expect(received).toEqual([LOGOUT, 'POST /api/auth/login']);
    expect(signOutPending()).toBe(false);
    expect(await cookieStillSignedIn()).toBe(true);
  });

  it('goes as soon as the browser is back online', async () => {
    await signInAs('shopper');
    const unreachable = signOutUnreachable();
    await signOutAsTheMenuDoes();
    unreachable.now = false;
    const received = backendReceives();

    window.dispatchEvent(new Event('online'));

    await vi.waitFor(() => expect(signOutPending()).toBe(false));
    expect(received).toEqual([LOGOUT]);
    expect(await cookieStillSignedIn()).toBe(false);
  });

  it("goes at the next start, before start-up's own requests", async () => {
    await signInAs('shopper');
    const unreachable = signOutUnreachable();
    await signOutAsTheMenuDoes();
    unreachable.now = false;
    const received = backendReceives();

    // A new page load of the guest landing, with the sign-out still owed.
    const visit = startUpVisit();
    expect(visit.page?.name).toBe('landing');
    await Promise.allSettled(sendStartUpRequests(visit));
    await loadHomePageData(new QueryClient());

    expect(received[0]).toBe(LOGOUT);
    expect(received.slice(1).toSorted()).toEqual([
      'GET /api/common/feature/get',
      'GET /api/shop/products/get',
    ]);
    expect(signOutPending()).toBe(false);
  });

  it('is not owed by a session kept by a token: the token is dropped with it', async () => {
    setServerManners('contract');
    resetToSeed();
    await signInAs('shopper');
    signOutUnreachable();

    await signOutAsTheMenuDoes();

    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(signOutPending()).toBe(false);
  });
});
