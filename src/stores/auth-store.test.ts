import { describe, expect, it } from 'vitest';
import { wasEnded, type User } from '@/lib/session/session-rules';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { useAuthStore } from './auth-store';

// The session's mechanics (ended-token fingerprints, JWT expiry, the other tabs, the expiry timer) are tested
// beside them: src/lib/session/session-rules.test.ts and session-watch.test.ts.

const AUTH_STORAGE_KEY = STORAGE_KEYS.session;

const shopper: User = { id: 'u1', userName: 'Deniz Aydın', email: 'shopper@lokum.shop', role: 'user' };
const admin: User = { id: 'a1', userName: 'Selin Admin', email: 'admin@lokum.shop', role: 'admin' };

function stored() {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw
    ? (JSON.parse(raw) as { state: { id: string | null; token: string | null; user: User | null } }).state
    : null;
}

/** A JWT as a backend would issue it (the signature is never checked here), expiring at `exp` (seconds). */
function jwt(exp: number) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 'u1', exp })}.c2lnbmF0dXJl`;
}

describe('auth store (docs/behaviour.md#auth)', () => {
  it('starts authenticated when a stored token exists, with the stored user', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { token: 't-1', user: shopper }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    const state = useAuthStore.getState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.token).toBe('t-1');
    expect(state.user).toEqual(shopper);
  });

  it('starts signed out without a stored token, even if a user was left behind', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { token: null, user: shopper }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
  });

  it('an expired or ended token in storage does not start a session', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { token: jwt(Date.now() / 1000 - 60), user: shopper }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });

    useAuthStore.getState().loginSucceeded('t-ended', shopper);
    useAuthStore.getState().endSession();
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { token: 't-ended', user: shopper }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
  });

  it('a session that expired while no tab was open ends at load: nothing of it is left in storage', async () => {
    const expired = jwt(Date.now() / 1000 - 3600);
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { id: expired, token: expired, user: shopper }, version: 0 }),
    );
    sessionStorage.setItem(STORAGE_KEYS.listingFilters, '{"category":["honey"]}');
    sessionStorage.setItem(STORAGE_KEYS.currentOrder, 'order-1');

    await useAuthStore.persist.rehydrate();

    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    // No token, name or email of the last person stays on the device, and the session counts as ended.
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/Deniz|shopper@lokum\.shop/);
    expect(wasEnded(expired)).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.listingFilters)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.currentOrder)).toBeNull();
  });

  it('a live stored session is kept at load, with what it left in the tab', async () => {
    const live = jwt(Date.now() / 1000 + 3600);
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { id: live, token: live, user: shopper }, version: 0 }),
    );
    sessionStorage.setItem(STORAGE_KEYS.listingFilters, '{"category":["honey"]}');

    await useAuthStore.persist.rehydrate();

    expect(useAuthStore.getState()).toMatchObject({ token: live, user: shopper, isAuthenticated: true });
    expect(stored()).toMatchObject({ token: live, user: shopper });
    expect(sessionStorage.getItem(STORAGE_KEYS.listingFilters)).not.toBeNull();
  });

  it('login success sets user and authenticated, and stores token and user', () => {
    useAuthStore.getState().loginSucceeded('t-2', shopper);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: shopper });
    // A token session's id is its token.
    expect(stored()).toEqual({ id: 't-2', token: 't-2', user: shopper });
  });

  it('logout clears the state and the stored token and user, and records the session as ended', () => {
    useAuthStore.getState().loginSucceeded('t-3', admin);
    const before = useAuthStore.getState().sessionEndedAt;
    useAuthStore.getState().endSession();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState().sessionEndedAt).toBeGreaterThanOrEqual(before);
    expect(wasEnded('t-3')).toBe(true);
  });

  it('a new sign-in with an ended token is a live session again', () => {
    useAuthStore.getState().loginSucceeded('t-again', shopper);
    useAuthStore.getState().endSession();
    useAuthStore.getState().loginSucceeded('t-again', shopper);
    expect(wasEnded('t-again')).toBe(false);
    expect(stored()).toEqual({ id: 't-again', token: 't-again', user: shopper });
  });

  it('logout leaves a newer session another tab has stored', () => {
    useAuthStore.getState().loginSucceeded('t-mine', shopper);
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { id: 't-theirs', token: 't-theirs', user: admin }, version: 0 }),
    );
    useAuthStore.getState().endSession();
    expect(useAuthStore.getState().token).toBeNull();
    expect(stored()).toMatchObject({ token: 't-theirs' });
  });

  it('session check success takes the server user', () => {
    useAuthStore.getState().loginSucceeded('t-4', shopper);
    const renamed = { ...shopper, userName: 'Deniz A.' };
    useAuthStore.getState().sessionConfirmed(renamed);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: renamed });
  });

  it('an unanswered session check keeps the stored user, authenticated because a token exists', () => {
    useAuthStore.getState().loginSucceeded('t-5', shopper);
    useAuthStore.getState().sessionCheckUnavailable();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: shopper });
  });

  it('a 401 ends a live session once, and is ignored when nobody is signed in', () => {
    useAuthStore.getState().expireSession();
    const quiet = useAuthStore.getState().sessionEndedAt;
    useAuthStore.getState().expireSession();
    expect(useAuthStore.getState().sessionEndedAt).toBe(quiet);

    useAuthStore.getState().loginSucceeded('t-6', shopper);
    useAuthStore.getState().expireSession();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
  });

  it('verify success sets the user from the response and leaves the person signed out', () => {
    useAuthStore.getState().verified(shopper);
    expect(useAuthStore.getState()).toMatchObject({ user: shopper, isAuthenticated: false, token: null });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});

describe('a session kept by the backend’s cookie (a login answer without a token)', () => {
  it('is a session with no token, stored without one, taken up on reload, and ends like any other', async () => {
    useAuthStore.getState().loginSucceeded(null, shopper);
    const { sessionId } = useAuthStore.getState();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: null, user: shopper });
    expect(sessionId).toMatch(/^cookie-session:/);
    expect(stored()).toEqual({ id: sessionId, token: null, user: shopper });

    // A reload takes it up again.
    useAuthStore.setState({ sessionId: null, token: null, user: null, isAuthenticated: false });
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ sessionId, isAuthenticated: true, user: shopper });

    useAuthStore.getState().endSession();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(wasEnded(sessionId ?? '')).toBe(true);
  });
});
