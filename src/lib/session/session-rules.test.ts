import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../device/storage-keys';
import {
  beginSession,
  endStoredSessionIfOver,
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

/**
 * A JWT as a backend would issue it (the signature is never checked here), expiring at `exp` (seconds), with any
 * other `claims` before it.
 */
function jwt(exp: number, claims: object = {}) {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id: 'u1', ...claims, exp })}.c2lnbmF0dXJl`;
}

/** The ended list as storage holds it. */
const endedList = () => JSON.parse(localStorage.getItem(ENDED_KEY) ?? 'null') as unknown;

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
    expect(tokenExpiresAt(`${jwt(1).split('.')[0]}.${btoa('{"exp":1e999}')}.x`)).toBeNull();
    expect(tokenExpiresAt(`${jwt(1_900_000_000)}.more`)).toBeNull();
  });

  it('reads the payload as base64url (- and _ for + and /, no padding)', () => {
    const token = jwt(1_900_000_000, { sub: '>>>???' });
    expect(token.split('.')[1]).toMatch(/-.*_/);
    expect(tokenExpiresAt(token)).toBe(1_900_000_000_000);
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

  it('fingerprints with 32-bit FNV-1a, so a list written by an earlier build still matches', () => {
    recordEnded('foobar');
    // FNV-1a's published value for "foobar", as the list writes it (base 36).
    expect(endedList()).toEqual([(0xbf9cf968).toString(36)]);
  });

  it('remembers the last 20, newest last', () => {
    for (let index = 0; index < 25; index += 1) recordEnded(`t-${index}`);
    expect(JSON.parse(localStorage.getItem(ENDED_KEY) ?? '[]')).toHaveLength(20);
    expect(wasEnded('t-4')).toBe(false);
    expect(wasEnded('t-5')).toBe(true);
    expect(wasEnded('t-24')).toBe(true);
  });

  it('reads an unreadable list as empty, and the next ended session starts it again', () => {
    for (const unreadable of ['{not json', JSON.stringify({ not: 'a list' }), JSON.stringify([42, null])]) {
      localStorage.setItem(ENDED_KEY, unreadable);
      expect(wasEnded('t-1')).toBe(false);
      recordEnded('t-1');
      expect(endedList()).toEqual([expect.any(String)]);
      expect(wasEnded('t-1')).toBe(true);
    }
  });

  it('a session the server begins again with an ended token lives again; the others stay ended', () => {
    recordEnded('t-before');
    recordEnded('t-again');
    expect(beginSession('t-again')).toBe('t-again');
    expect(wasEnded('t-again')).toBe(false);
    expect(wasEnded('t-before')).toBe(true);
  });

  it('a session begun with a token that never ended writes nothing to the list (no storage event in the other tabs)', () => {
    expect(beginSession('t-new')).toBe('t-new');
    expect(localStorage.getItem(ENDED_KEY)).toBeNull();
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
    // Only non-empty strings name a session, a token or a user.
    expect(sessionOf({ id: 7, token: 't-2', user: { id: 9 } })).toEqual({
      id: 't-2',
      token: 't-2',
      userId: undefined,
    });
    expect(sessionOf({ id: '', token: 42, user })).toBeNull();
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

describe('a stored session that may no longer be used', () => {
  it('is recorded as ended and leaves storage; a live one or none is left alone', () => {
    const expired = jwt(Date.now() / 1000 - 60);
    localStorage.setItem(SESSION_KEY, serialised({ token: expired, user }));
    expect(endStoredSessionIfOver({ token: expired, user })).toBe(expired);
    expect(wasEnded(expired)).toBe(true);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();

    localStorage.setItem(SESSION_KEY, serialised({ token: 't-12', user }));
    expect(endStoredSessionIfOver({ token: 't-12', user })).toBeNull();
    expect(endStoredSessionIfOver(undefined)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBe(serialised({ token: 't-12', user }));
  });

  it('already ended (a tab closed mid sign-out) is recorded once', () => {
    recordEnded('t-13');
    localStorage.setItem(SESSION_KEY, serialised({ token: 't-13', user }));
    expect(endStoredSessionIfOver({ token: 't-13', user })).toBe('t-13');
    expect(endedList()).toHaveLength(1);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('leaves a newer session another tab has stored since', () => {
    recordEnded('t-14');
    localStorage.setItem(SESSION_KEY, serialised({ token: 't-15', user }));
    expect(endStoredSessionIfOver({ token: 't-14', user })).toBe('t-14');
    expect(sessionIn(localStorage.getItem(SESSION_KEY))).toMatchObject({ id: 't-15' });
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
    // Nor is this tab's session over for it: only an ended one or an expired JWT is.
    expect(isOver({ id: 't-11', token: 't-11' })).toBe(false);
    setItem.mockRestore();
    sharedSessionStorage.setItem(SESSION_KEY, serialised({ token: 't-11', user }));
    expect(storedSessionId()).toBe('t-11');
  });
});

describe('the rules on a fresh page load (a new copy of the module, as start-up finds it)', () => {
  async function rulesOfAFreshPage() {
    vi.resetModules();
    return import('./session-rules');
  }

  it('read the stored session, and share storage with the tabs', async () => {
    const stored = serialised({ id: 's-16', token: 't-16', user });
    localStorage.setItem(SESSION_KEY, stored);
    const rules = await rulesOfAFreshPage();
    expect(rules.storedSessionToSend()).toEqual({ id: 's-16', token: 't-16', userId: 'u1' });
    expect(rules.storedSessionId()).toBe('s-16');
    expect(rules.sharedSessionStorage.getItem(SESSION_KEY)).toBe(stored);
    rules.sharedSessionStorage.removeItem(SESSION_KEY);
    expect(rules.sharedSessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
