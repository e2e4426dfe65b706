import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { STORAGE_KEYS } from '../storage-keys';
import { wasEnded, type User } from './session-rules';
import { sessionToSend, syncSessionWithOtherTabs, tokenToSend } from './session-watch';

const AUTH_STORAGE_KEY = STORAGE_KEYS.session;
const ENDED_TOKENS_KEY = STORAGE_KEYS.endedSessions;

const shopper: User = { id: 'u1', userName: 'Deniz Aydın', email: 'shopper@lokum.shop', role: 'user' };
const admin: User = { id: 'a1', userName: 'Selin Admin', email: 'admin@lokum.shop', role: 'admin' };

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

describe('the session a call goes with', () => {
  it('is the live session: its id and its token, none for a guest', () => {
    expect(sessionToSend()).toBeNull();
    expect(tokenToSend()).toBeNull();
    useAuthStore.getState().loginSucceeded('t-send', shopper);
    expect(sessionToSend()).toEqual({ id: 't-send', token: 't-send' });
    expect(tokenToSend()).toBe('t-send');
  });

  it('for a cookie session, its id and no token', () => {
    useAuthStore.getState().loginSucceeded(null, shopper);
    const { sessionId } = useAuthStore.getState();
    expect(sessionToSend()).toEqual({ id: sessionId, token: null });
    expect(tokenToSend()).toBeNull();
  });
});

describe('one session in every tab', () => {
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

  it('another tab’s sign-out ends a cookie session here, and a left-behind copy is not taken up again', async () => {
    useAuthStore.getState().loginSucceeded(null, shopper);
    const left = localStorage.getItem(AUTH_STORAGE_KEY) ?? '';
    localStorage.removeItem(AUTH_STORAGE_KEY);
    storageChanged(AUTH_STORAGE_KEY);
    expect(useAuthStore.getState()).toMatchObject({ sessionId: null, isAuthenticated: false });

    // A tab closed mid sign-out left the session behind: ended, it starts nothing.
    localStorage.setItem(AUTH_STORAGE_KEY, left);
    expect(syncSessionWithOtherTabs({ adopt: true })).toBe(false);
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});

describe('a token with an expiry (JWT exp)', () => {
  afterEach(() => vi.useRealTimers());

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

  it('waits past setTimeout’s longest delay for a far expiry, and stops watching a token that has gone', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z') });
    const far = jwt(Date.parse('2026-08-01T10:00:00Z') / 1000);
    useAuthStore.getState().loginSucceeded(far, shopper);
    vi.advanceTimersByTime(30 * 24 * 3_600_000);
    expect(useAuthStore.getState().token).toBe(far);
    vi.advanceTimersByTime(32 * 24 * 3_600_000);
    expect(useAuthStore.getState().token).toBeNull();

    const soon = jwt(Date.parse('2026-08-02T11:00:00Z') / 1000);
    useAuthStore.getState().loginSucceeded(soon, shopper);
    useAuthStore.getState().loginSucceeded('an-opaque-token', shopper);
    const before = useAuthStore.getState().sessionEndedAt;
    vi.advanceTimersByTime(2 * 3_600_000);
    expect(useAuthStore.getState()).toMatchObject({ token: 'an-opaque-token', sessionEndedAt: before });
  });

  it('is not sent after exp, even before the timer fires (a sleeping laptop)', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z'), toFake: ['Date'] });
    const token = jwt(Date.parse('2026-06-01T10:05:00Z') / 1000);
    useAuthStore.getState().loginSucceeded(token, shopper);
    vi.setSystemTime(new Date('2026-06-01T10:05:00Z'));
    expect(tokenToSend()).toBeNull();
    expect(useAuthStore.getState().token).toBeNull();
  });
});
