import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage-keys';
import {
  beginSession,
  hasExpired,
  isLive,
  isOver,
  liveSessionOf,
  mayClearStoredSession,
  recordEnded,
  sessionIn,
  sessionOf,
  sharedSessionStorage,
  storedSessionId,
  storedSessionToSend,
  tokenExpiresAt,
  wasEnded,
} from './session-rules';

const SESSION_KEY = STORAGE_KEYS.session;
const ENDED_KEY = STORAGE_KEYS.endedSessions;
const user = { id: 'u1', userName: 'Deniz Aydın', email: 'shopper@lokum.shop', role: 'user' };

/** A JWT as a backend would issue it (the signature is never checked here), expiring at `exp` (seconds). */
function jwt(exp: number) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 'u1', exp })}.c2lnbmF0dXJl`;
}

/** zustand's persist value of a session, as the store writes it. */
const serialised = (state: object) => JSON.stringify({ state, version: 0 });

afterEach(() => vi.restoreAllMocks());

describe('a JWT’s expiry', () => {
  it('reads exp from a JWT, and none from an opaque token or a broken one', () => {
    expect(tokenExpiresAt(jwt(1_900_000_000))).toBe(1_900_000_000_000);
    expect(tokenExpiresAt('an-opaque-token')).toBeNull();
    expect(tokenExpiresAt('a.%%%.b')).toBeNull();
    expect(tokenExpiresAt(`${jwt(1).split('.')[0]}.${btoa('{"exp":"soon"}')}.x`)).toBeNull();
    expect(tokenExpiresAt(`${jwt(1).split('.')[0]}.${btoa('null')}.x`)).toBeNull();
  });

  it('has expired from exp on; a token without one never expires here', () => {
    const token = jwt(1_900_000_000);
    expect(hasExpired(token, 1_899_999_999_999)).toBe(false);
    expect(hasExpired(token, 1_900_000_000_000)).toBe(true);
    expect(hasExpired('an-opaque-token', Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});

describe('ended sessions (their fingerprints in shop-auth-ended)', () => {
  it('keeps fingerprints of ended tokens, never the tokens', () => {
    recordEnded('t-secret-token-value');
    const kept = localStorage.getItem(ENDED_KEY) ?? '';
    expect(kept).not.toContain('t-secret');
    expect(JSON.parse(kept)).toHaveLength(1);
    expect(wasEnded('t-secret-token-value')).toBe(true);
    expect(wasEnded('t-another-token')).toBe(false);
  });

  it('remembers the last 20, newest last', () => {
    for (let index = 0; index < 25; index += 1) recordEnded(`t-${index}`);
    expect(JSON.parse(localStorage.getItem(ENDED_KEY) ?? '[]')).toHaveLength(20);
    expect(wasEnded('t-4')).toBe(false);
    expect(wasEnded('t-5')).toBe(true);
    expect(wasEnded('t-24')).toBe(true);
  });

  it('reads an unreadable list as empty', () => {
    localStorage.setItem(ENDED_KEY, '{not json');
    expect(wasEnded('t-1')).toBe(false);
    localStorage.setItem(ENDED_KEY, JSON.stringify({ not: 'a list' }));
    expect(wasEnded('t-1')).toBe(false);
    recordEnded('t-1');
    expect(wasEnded('t-1')).toBe(true);
  });

  it('a session the server begins again with an ended token lives again', () => {
    recordEnded('t-again');
    expect(beginSession('t-again')).toBe('t-again');
    expect(wasEnded('t-again')).toBe(false);
  });

  it('a cookie session gets an id of its own, new each time', () => {
    const first = beginSession(null);
    expect(first).toMatch(/^cookie-session:/);
    expect(beginSession(null)).not.toBe(first);
  });
});

describe('a live session', () => {
  it('is neither ended on this device nor past its exp', () => {
    expect(isLive({ id: 't-1', token: 't-1' })).toBe(true);
    recordEnded('t-1');
    expect(isLive({ id: 't-1', token: 't-1' })).toBe(false);
    const expired = jwt(Date.now() / 1000 - 60);
    expect(isLive({ id: expired, token: expired })).toBe(false);
    expect(isLive({ id: 'cookie-session:x', token: null })).toBe(true);
  });

  it('is read from the store’s persisted state; a state from before ids names its token only', () => {
    expect(sessionOf({ id: 's-1', token: 't-1', user })).toEqual({ id: 's-1', token: 't-1', userId: 'u1' });
    expect(sessionOf({ token: 't-2', user })).toEqual({ id: 't-2', token: 't-2', userId: 'u1' });
    expect(sessionOf({ id: 'cookie-session:x', token: null, user: null })).toEqual({
      id: 'cookie-session:x',
      token: null,
      userId: undefined,
    });
    expect(sessionOf({ token: '', user })).toBeNull();
    expect(sessionOf(undefined)).toBeNull();
    expect(sessionIn(serialised({ token: 't-3', user }))).toMatchObject({ id: 't-3' });
    expect(sessionIn('{broken')).toBeNull();
    expect(sessionIn(null)).toBeNull();
  });

  it('is taken up from storage only while it lives', () => {
    expect(liveSessionOf({ token: 't-4', user })).toMatchObject({ id: 't-4' });
    recordEnded('t-4');
    expect(liveSessionOf({ token: 't-4', user })).toBeNull();
    expect(liveSessionOf({ token: jwt(Date.now() / 1000 - 60), user })).toBeNull();
  });
});

describe('the session stored for this browser', () => {
  it('names the last tab’s session; a tab’s own is over once it is ended or replaced there', () => {
    expect(storedSessionId()).toBeNull();
    localStorage.setItem(SESSION_KEY, serialised({ id: 't-5', token: 't-5', user }));
    expect(storedSessionId()).toBe('t-5');
    expect(isOver({ id: 't-5', token: 't-5' })).toBe(false);
    expect(isOver({ id: 't-older', token: 't-older' })).toBe(true);
    recordEnded('t-5');
    expect(isOver({ id: 't-5', token: 't-5' })).toBe(true);
  });

  it('may be cleared by the tab ending it, not when another tab has stored a newer one', () => {
    expect(mayClearStoredSession('t-6')).toBe(true);
    localStorage.setItem(SESSION_KEY, serialised({ id: 't-6', token: 't-6', user }));
    expect(mayClearStoredSession('t-6')).toBe(true);
    expect(mayClearStoredSession('t-older')).toBe(false);
    expect(mayClearStoredSession(null)).toBe(false);
  });

  it('is sent by start-up only while it lives', () => {
    expect(storedSessionToSend()).toBeUndefined();
    localStorage.setItem(SESSION_KEY, serialised({ token: 't-7', user }));
    expect(storedSessionToSend()).toEqual({ id: 't-7', token: 't-7', userId: 'u1' });
    recordEnded('t-7');
    expect(storedSessionToSend()).toBeUndefined();
  });
});

describe('storage shared by the tabs', () => {
  it('writes a live session only: never a signed-out state, never an ended session', () => {
    sharedSessionStorage.setItem(SESSION_KEY, serialised({ id: null, token: null, user }));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    recordEnded('t-8');
    sharedSessionStorage.setItem(SESSION_KEY, serialised({ token: 't-8', user }));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    sharedSessionStorage.setItem(SESSION_KEY, serialised({ token: 't-9', user }));
    expect(sharedSessionStorage.getItem(SESSION_KEY)).toBe(serialised({ token: 't-9', user }));
    sharedSessionStorage.removeItem(SESSION_KEY);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('once storage refuses a write, cannot tell which session is stored, until a write succeeds', () => {
    localStorage.setItem(SESSION_KEY, serialised({ token: 't-10', user }));
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    sharedSessionStorage.setItem(SESSION_KEY, serialised({ token: 't-11', user }));
    expect(storedSessionId()).toBeUndefined();
    expect(mayClearStoredSession('t-11')).toBe(true);
    setItem.mockRestore();
    sharedSessionStorage.setItem(SESSION_KEY, serialised({ token: 't-11', user }));
    expect(storedSessionId()).toBe('t-11');
  });
});
