import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { STORAGE_KEYS } from '../device/storage-keys';
import { recordEnded, wasEnded, type User } from './session-rules';
import {
  endRefusedSession,
  sessionToSend,
  signedInUserId,
  syncSessionWithOtherTabs,
  tokenToSend,
} from './session-watch';

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

/** What another tab of the same browser does to storage when it signs `token` in (`version`: its store's). */
function otherTabSignsIn(token: string, user: User, version = 0) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ state: { token, user }, version }));
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

describe('the signed-in person and a refused call', () => {
  it('names the signed-in person, no one for a guest', () => {
    expect(signedInUserId()).toBeUndefined();
    useAuthStore.getState().loginSucceeded('t-person', admin);
    expect(signedInUserId()).toBe('a1');
  });

  it('a 401 ends the session that sent the call, not one begun since', () => {
    useAuthStore.getState().loginSucceeded('t-refused-1', shopper);
    endRefusedSession('t-refused-1');
    expect(useAuthStore.getState()).toMatchObject({ sessionId: null, isAuthenticated: false });

    useAuthStore.getState().loginSucceeded('t-refused-2', admin);
    endRefusedSession('t-refused-1');
    expect(useAuthStore.getState()).toMatchObject({ sessionId: 't-refused-2', user: admin });
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

  it('the ended list’s storage event ends the session here, before the stored session is removed', () => {
    useAuthStore.getState().loginSucceeded('t-cross-8', shopper);
    // Another tab records the session as ended; the removal of the stored session comes after.
    recordEnded('t-cross-8');
    storageChanged(ENDED_TOKENS_KEY);
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
  });

  it('only the session’s keys are heard: another key’s change (the language) checks nothing', () => {
    useAuthStore.getState().loginSucceeded('t-cross-9', shopper);
    localStorage.removeItem(AUTH_STORAGE_KEY);
    storageChanged(STORAGE_KEYS.language);
    expect(useAuthStore.getState().token).toBe('t-cross-9');
    storageChanged(AUTH_STORAGE_KEY);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('a signed-in tab whose session lives keeps it, and takes up nothing', () => {
    useAuthStore.getState().loginSucceeded('t-cross-10', shopper);
    const before = useAuthStore.getState().sessionEndedAt;
    expect(syncSessionWithOtherTabs({ adopt: false })).toBe(false);
    expect(syncSessionWithOtherTabs({ adopt: true })).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ token: 't-cross-10', sessionEndedAt: before });
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

  it('a session another version of the app stored, which this one cannot read, is not taken up', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    otherTabSignsIn('t-cross-11', admin, 1);
    expect(syncSessionWithOtherTabs({ adopt: true })).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ token: null, isAuthenticated: false });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('a guest’s navigation leaves an ended session in storage alone, and the guest’s filters with it', () => {
    recordEnded('t-cross-12');
    otherTabSignsIn('t-cross-12', shopper);
    sessionStorage.setItem(STORAGE_KEYS.listingFilters, '{"q":"lokum"}');
    expect(syncSessionWithOtherTabs({ adopt: true })).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.listingFilters)).toBe('{"q":"lokum"}');
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

  it('leaves no timer running once the session has ended, or for a token without exp', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z') });
    useAuthStore.getState().loginSucceeded(jwt(Date.parse('2026-06-01T10:05:00Z') / 1000), shopper);
    expect(vi.getTimerCount()).toBe(1);
    useAuthStore.getState().endSession();
    expect(vi.getTimerCount()).toBe(0);
    useAuthStore.getState().loginSucceeded(jwt(Date.parse('2026-06-01T10:05:00Z') / 1000), shopper);
    useAuthStore.getState().loginSucceeded('an-opaque-token', shopper);
    expect(vi.getTimerCount()).toBe(0);
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

describe('a page that has just loaded (fresh copies of the modules)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('without the store handed in yet, sends no session and takes none up', async () => {
    otherTabSignsIn('t-fresh-1', shopper);
    vi.resetModules();
    const watch = await import('./session-watch');
    expect(watch.sessionToSend()).toBeNull();
    expect(watch.tokenToSend()).toBeNull();
    expect(watch.signedInUserId()).toBeUndefined();
    expect(watch.syncSessionWithOtherTabs({ adopt: true })).toBe(false);
    expect(() => watch.endRefusedSession('t-fresh-1')).not.toThrow();
  });

  it('ends a JWT session it opened with at exp, and hears the other tabs from the start', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z') });
    const token = jwt(Date.parse('2026-06-01T10:05:00Z') / 1000);
    otherTabSignsIn(token, shopper);
    vi.resetModules();
    const { useAuthStore: opened } = await import('@/stores/auth-store');
    expect(opened.getState()).toMatchObject({ token, isAuthenticated: true });
    vi.advanceTimersByTime(5 * 60_000);
    expect(opened.getState()).toMatchObject({ token: null, isAuthenticated: false });

    opened.getState().loginSucceeded('t-fresh-2', shopper);
    localStorage.removeItem(AUTH_STORAGE_KEY);
    storageChanged(AUTH_STORAGE_KEY);
    expect(opened.getState()).toMatchObject({ token: null, isAuthenticated: false });
  });

  it('loads where there is no window (the build’s pre-render), watching no storage', async () => {
    vi.stubGlobal('window', undefined);
    vi.resetModules();
    const watch = await import('./session-watch');
    expect(watch.sessionToSend()).toBeNull();
  });
});
