import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenExpiresAt, wasEnded, type User } from '@/lib/session/session-rules';
import { useAuthStore } from './auth-store';
import { sessionToSend, syncSessionWithOtherTabs, tokenToSend } from '@/lib/session/session-watch';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const AUTH_STORAGE_KEY = STORAGE_KEYS.session;
const ENDED_TOKENS_KEY = STORAGE_KEYS.endedSessions;

const shopper: User = { id: 'u1', userName: 'Deniz Aydın', email: 'shopper@lokum.shop', role: 'user' };
const admin: User = { id: 'a1', userName: 'Selin Admin', email: 'admin@lokum.shop', role: 'admin' };

function stored() {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw
    ? (JSON.parse(raw) as { state: { id: string | null; token: string | null; user: User | null } }).state
    : null;
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

  it('login success sets user and authenticated, and stores token and user', () => {
    useAuthStore.getState().loginSucceeded('t-2', shopper);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: shopper });
    // A token session's id is its token.
    expect(stored()).toEqual({ id: 't-2', token: 't-2', user: shopper });
  });

  it('logout clears the state and the stored token and user', () => {
    useAuthStore.getState().loginSucceeded('t-3', admin);
    const before = useAuthStore.getState().sessionEndedAt;
    useAuthStore.getState().endSession();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState().sessionEndedAt).toBeGreaterThanOrEqual(before);
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
  });
});

/** A JWT as a backend would issue it (the signature is never checked here), expiring at `exp` (seconds). */
function jwt(exp: number) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 'u1', exp })}.c2lnbmF0dXJl`;
}

/** What another tab of the same browser does to storage when it signs `token` in. */
function otherTabSignsIn(token: string, user: User) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { token, user }, version: 0 }));
}

/** The storage event every other tab receives after a change to `key`. */
function storageChanged(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}

describe('one session in every tab', () => {
  afterEach(() => vi.useRealTimers());

  it('a logout in another tab ends the session here, and this tab never writes the token back', () => {
    useAuthStore.getState().loginSucceeded('t-cross-1', shopper);
    const stillHere = { ...useAuthStore.getState() };
    // The other tab signs out: it records the token as ended and removes the stored session.
    useAuthStore.getState().endSession();
    expect(wasEnded('t-cross-1')).toBe(true);
    // This tab still holds it in memory, and its next state change tries to write it back.
    useAuthStore.setState({
      sessionId: stillHere.sessionId,
      token: stillHere.token,
      user: shopper,
      isAuthenticated: true,
    });
    useAuthStore.getState().sessionConfirmed({ ...shopper, userName: 'Deniz A.' });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    // Nor is it sent: asking for it ends the session here, as a 401 would.
    const before = useAuthStore.getState().sessionEndedAt;
    expect(tokenToSend()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, isAuthenticated: false });
    expect(useAuthStore.getState().sessionEndedAt).toBeGreaterThanOrEqual(before);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('the storage event of a logout elsewhere ends the session here at once', () => {
    useAuthStore.getState().loginSucceeded('t-cross-2', shopper);
    const before = useAuthStore.getState().sessionEndedAt;
    localStorage.removeItem(AUTH_STORAGE_KEY);
    storageChanged(AUTH_STORAGE_KEY);
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
    expect(useAuthStore.getState().sessionEndedAt).toBeGreaterThanOrEqual(before);
    // A later change in this tab brings nothing back.
    useAuthStore.getState().verified(shopper);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(wasEnded('t-cross-2')).toBe(true);
  });

  it('a localStorage.clear() in another tab (event without a key) ends the session here too', () => {
    useAuthStore.getState().loginSucceeded('t-cross-3', shopper);
    localStorage.clear();
    storageChanged(null);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('a signed-out tab neither erases a session begun in another tab nor takes it up before a navigation', () => {
    otherTabSignsIn('t-cross-4', admin);
    storageChanged(AUTH_STORAGE_KEY);
    // This tab's guest screen changes state: the stored session stays.
    useAuthStore.getState().verified(shopper);
    useAuthStore.getState().endSession();
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { token: 't-cross-4' },
    });
    expect(useAuthStore.getState().token).toBeNull();
    // The next navigation takes it up.
    expect(syncSessionWithOtherTabs({ adopt: false })).toBe(false);
    expect(syncSessionWithOtherTabs({ adopt: true })).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ token: 't-cross-4', user: admin, isAuthenticated: true });
  });

  it('a session replaced by another person in another tab ends here, leaving the new one stored', () => {
    useAuthStore.getState().loginSucceeded('t-cross-5', shopper);
    otherTabSignsIn('t-cross-6', admin);
    storageChanged(AUTH_STORAGE_KEY);
    expect(useAuthStore.getState().token).toBeNull();
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { token: 't-cross-6' },
    });
  });

  it('an ended token left in storage is not taken up again, but a new sign-in with it is', async () => {
    useAuthStore.getState().loginSucceeded('t-cross-7', shopper);
    useAuthStore.getState().endSession();
    otherTabSignsIn('t-cross-7', shopper);
    expect(syncSessionWithOtherTabs({ adopt: true })).toBe(false);
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().token).toBeNull();
    useAuthStore.getState().loginSucceeded('t-cross-7', shopper);
    expect(tokenToSend()).toBe('t-cross-7');
    expect(JSON.parse(localStorage.getItem(ENDED_TOKENS_KEY) ?? '[]')).toEqual([]);
  });

  it('keeps fingerprints of ended tokens, never the tokens', () => {
    localStorage.clear();
    useAuthStore.getState().loginSucceeded('t-secret-token-value', shopper);
    useAuthStore.getState().endSession();
    const kept = localStorage.getItem(ENDED_TOKENS_KEY) ?? '';
    expect(kept).not.toContain('t-secret');
    expect(JSON.parse(kept)).toHaveLength(1);
  });
});

describe('a token with an expiry (JWT exp)', () => {
  afterEach(() => vi.useRealTimers());

  it('reads exp from a JWT, and none from an opaque token or a broken one', () => {
    expect(tokenExpiresAt(jwt(1_900_000_000))).toBe(1_900_000_000_000);
    expect(tokenExpiresAt('an-opaque-token')).toBeNull();
    expect(tokenExpiresAt('a.%%%.b')).toBeNull();
    expect(tokenExpiresAt(`${jwt(1).split('.')[0]}.${btoa('{"exp":"soon"}')}.x`)).toBeNull();
  });

  it('ends the session at exp, as a 401 would, without any call', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z') });
    const token = jwt(Date.parse('2026-06-01T10:05:00Z') / 1000);
    useAuthStore.getState().loginSucceeded(token, shopper);
    expect(tokenToSend()).toBe(token);
    const before = useAuthStore.getState().sessionEndedAt;
    vi.advanceTimersByTime(4 * 60_000);
    expect(useAuthStore.getState().token).toBe(token);
    vi.advanceTimersByTime(60_000);
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
    expect(useAuthStore.getState().sessionEndedAt).not.toBe(before);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('is not sent after exp, even before the timer fires (a sleeping laptop)', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z'), toFake: ['Date'] });
    const token = jwt(Date.parse('2026-06-01T10:05:00Z') / 1000);
    useAuthStore.getState().loginSucceeded(token, shopper);
    vi.setSystemTime(new Date('2026-06-01T10:05:00Z'));
    expect(tokenToSend()).toBeNull();
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('an expired token in storage does not start a session', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { token: jwt(Date.now() / 1000 - 60), user: shopper }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
  });
});

describe('a session kept by the backend’s cookie (a login answer without a token)', () => {
  it('is a session with no token to send, stored without one, and ends like any other', async () => {
    useAuthStore.getState().loginSucceeded(null, shopper);
    const { sessionId } = useAuthStore.getState();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, token: null, user: shopper });
    expect(sessionId).toMatch(/^cookie-session:/);
    expect(stored()).toEqual({ id: sessionId, token: null, user: shopper });
    expect(tokenToSend()).toBeNull();
    expect(sessionToSend()).toEqual({ id: sessionId, token: null });

    // A reload takes it up again.
    useAuthStore.setState({ sessionId: null, token: null, user: null, isAuthenticated: false });
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ sessionId, isAuthenticated: true, user: shopper });

    useAuthStore.getState().endSession();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(wasEnded(sessionId ?? '')).toBe(true);
  });

  it('another tab’s sign-out ends it here, and a left-behind copy is not taken up again', async () => {
    useAuthStore.getState().loginSucceeded(null, shopper);
    const left = localStorage.getItem(AUTH_STORAGE_KEY) ?? '';
    localStorage.removeItem(AUTH_STORAGE_KEY);
    storageChanged(AUTH_STORAGE_KEY);
    expect(useAuthStore.getState()).toMatchObject({ sessionId: null, isAuthenticated: false });

    // A tab closed mid sign-out left the session behind: ended, it starts nothing.
    localStorage.setItem(AUTH_STORAGE_KEY, left);
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
