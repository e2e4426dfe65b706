import type { StateStorage } from 'zustand/middleware';
import { STORAGE_KEYS } from '../device/storage-keys';

/**
 * The session's rules, in one place for every sender: the auth store (src/stores/auth-store.ts) and the app's
 * HTTP client ask them through lib/session/session-watch.ts, and the start-up code sends the session check and
 * the first page's data with the stored session only when `storedSessionToSend()` allows it (before React, the
 * router or the store have loaded: this module imports nothing at run time, and the entry's boot chunk carries
 * it, tools/code-splitting.ts).
 *
 * A session is kept by a token the backend gave at sign-in (sent as `Authorization: Bearer`), or by the backend's
 * own cookie when its sign-in answer has no token (the contract's original server keeps the JWT in an httpOnly
 * cookie): the app then holds only that a session may exist, and the user. Either way the session has an id: the
 * token, or one the app makes for a cookie session. A session may be used (its token sent, its check run) while
 * it lives: not ended on this device (logout, 401, expiry, in any tab), not replaced in storage by another
 * session, and its token not past its JWT `exp` (a cookie session's expiry is learned from the server's 401). The
 * server still checks the signature; these rules only stop sending what it would refuse, or what belongs to
 * someone who has left.
 */

/**
 * The signed-in person, as the session keeps it: the app's one User type. Declared here, the lowest layer that
 * needs it (the store, the start-up code); the auth feature's `userSchema` (features/auth/schemas.ts) reads the
 * backend's answer into it and is checked against it.
 */
export interface User {
  id: string;
  userName: string;
  email: string;
  role: string;
}

/** What the rules read of the session kept in storage (`STORAGE_KEYS.session`, as zustand's persist writes it). */
export interface StoredSession {
  /** The session's id: its token, or the id the app made for a session kept by the backend's cookie. */
  id: string;
  /** The token to send as `Authorization: Bearer`; null for a cookie session. */
  token: string | null;
  /** The signed-in person's id, when the stored user names one. */
  userId: string | undefined;
}

/** How many ended sessions this device remembers, newest last. */
const ENDED_TOKENS_KEPT = 20;

/** localStorage, or undefined where there is none or it is blocked (reading `localStorage` then throws). */
function localStore(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** FNV-1a, 32 bits: enough to tell one device's last few tokens apart, useless for rebuilding one. */
function fingerprint(token: string) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function endedFingerprints(): string[] {
  // No storage, blocked storage or an unreadable list all throw here: the list is then empty.
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.endedSessions) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function writeEndedFingerprints(fingerprints: string[]) {
  try {
    localStorage.setItem(STORAGE_KEYS.endedSessions, JSON.stringify(fingerprints.slice(-ENDED_TOKENS_KEPT)));
  } catch {
    // Storage full, blocked or missing: the other tabs still learn of the end from the session key's removal.
  }
}

/** True when the session `id` (a token, or a cookie session's id) was ended in some tab of this browser. */
export function wasEnded(id: string) {
  return endedFingerprints().includes(fingerprint(id));
}

/**
 * Records that the session `id` has ended, before anything else happens: any tab that still holds it stops using
 * it and never writes it back. Fingerprints, not tokens: nothing a thief could use is left behind.
 */
export function recordEnded(id: string) {
  writeEndedFingerprints([...endedFingerprints(), fingerprint(id)]);
}

/**
 * The id of a session the server has just begun: its token, or a new id for a session kept by the backend's
 * cookie (it names the session on this device, the ended list and the other tabs, nothing else). The session is
 * live, whatever an earlier session with the same token did.
 */
export function beginSession(token: string | null) {
  const id = token ?? `cookie-session:${crypto.randomUUID()}`;
  const issued = fingerprint(id);
  const ended = endedFingerprints();
  if (ended.includes(issued)) writeEndedFingerprints(ended.filter((entry) => entry !== issued));
  return id;
}

/**
 * A session kept by the backend's own cookie: the app holds no token for it (null: no session at all). Its calls
 * go with the browser's cookies (lib/backend/backend-request.ts, requestCredentials), and its sign-out must reach the
 * server to end it (lib/session/pending-sign-out.ts).
 */
export function isCookieSession(session: { token: string | null } | null | undefined): boolean {
  return session != null && session.token === null;
}

/**
 * The expiry a JWT carries (`exp`, seconds), in milliseconds; null for a token that is not a JWT or has none.
 * Read only to stop sending a token the server will refuse anyway: the server still checks the signature.
 */
export function tokenExpiresAt(token: string): number | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  // A payload that is not base64url, not JSON or not an object (`null`) throws here: no expiry.
  try {
    // base64url is base64 with - and _ for + and /, unpadded (atob's forgiving base64 needs no padding).
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function hasExpired(token: string, now = Date.now()) {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && now >= expiresAt;
}

/** A session that may start or continue: not ended on this device, and its token (if any) not past its `exp`. */
export function isLive(session: { id: string; token: string | null }) {
  return !wasEnded(session.id) && !(session.token !== null && hasExpired(session.token));
}

const nonEmpty = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/**
 * The session in the store's persisted state (`{ id, token, user }`), if it holds one. A state written before
 * sessions had ids names its token only: that is its id.
 */
export function sessionOf(state: unknown): StoredSession | null {
  const { id, token, user } = (state ?? {}) as {
    id?: unknown;
    token?: unknown;
    user?: { id?: unknown } | null;
  };
  const sentToken = nonEmpty(token) ?? null;
  const sessionId = nonEmpty(id) ?? sentToken;
  return sessionId ? { id: sessionId, token: sentToken, userId: nonEmpty(user?.id) } : null;
}

/** The session in the store's persisted state, if it holds one that lives: an ended or expired one is not taken up. */
export function liveSessionOf(state: unknown): StoredSession | null {
  const session = sessionOf(state);
  return session && isLive(session) ? session : null;
}

/**
 * Ends a session found in storage that may no longer be used (its JWT expired while no tab was open, or a tab closed
 * before its sign-out had cleared it): it is recorded as ended and its token and user leave storage, so the next
 * person at this browser finds neither. Returns its id, or null when the stored session lives or there is none.
 */
export function endStoredSessionIfOver(state: unknown): string | null {
  const session = sessionOf(state);
  if (session === null || isLive(session)) return null;
  if (!wasEnded(session.id)) recordEnded(session.id);
  try {
    if (sessionIn(localStorage.getItem(STORAGE_KEYS.session))?.id === session.id) {
      localStorage.removeItem(STORAGE_KEYS.session);
    }
  } catch {
    // Storage blocked or missing: nothing of the session could be read back from it either.
  }
  return session.id;
}

/** The session in a serialised store value (zustand's `{ state, version }`), if it holds one. */
export function sessionIn(serialised: string | null | undefined): StoredSession | null {
  if (!serialised) return null;
  try {
    return sessionOf((JSON.parse(serialised) as { state?: unknown } | null)?.state);
  } catch {
    return null;
  }
}

/** False once storage refused a write (full, blocked): the session then lives in this tab's memory only. */
let storageHoldsSession = true;

/**
 * The id of the session stored for this browser, as the last tab to write it left it (null: none); undefined
 * when storage cannot tell (unavailable, or it refused this tab's write).
 */
export function storedSessionId(): string | null | undefined {
  const storage = localStore();
  if (!storage || !storageHoldsSession) return undefined;
  try {
    return sessionIn(storage.getItem(STORAGE_KEYS.session))?.id ?? null;
  } catch {
    return undefined;
  }
}

/**
 * Whether ending the session `id` may clear the stored session: storage holds this one, none, or cannot tell.
 * Not when another tab has already stored a newer session, which is not this tab's to end.
 */
export function mayClearStoredSession(id: string | null) {
  const stored = storedSessionId();
  return stored === undefined || stored === null || stored === id;
}

/** A session held by a tab is over: ended or replaced in another tab, or its JWT expired. */
export function isOver(session: { id: string; token: string | null }) {
  const stored = storedSessionId();
  return (stored !== undefined && stored !== session.id) || !isLive(session);
}

/**
 * The stored session that a page load may send before the app has loaded (the session check, the first page's
 * data): the same rule as the app's, so an ended or expired session sends nothing and its page opens signed out.
 */
export function storedSessionToSend(): StoredSession | undefined {
  let stored: StoredSession | null;
  try {
    stored = sessionIn(localStorage.getItem(STORAGE_KEYS.session));
  } catch {
    // Storage blocked or missing: no session to send.
    return undefined;
  }
  return stored && isLive(stored) ? stored : undefined;
}

/**
 * localStorage as the session's store (zustand's persist), with two rules for the tabs that share it. A tab
 * writes a session only while it lives: a tab that missed another's logout cannot bring the
 * session back. And a signed-out tab writes nothing: its empty state would otherwise sign out a session another
 * tab has just begun. Removing the stored session is the store's endSession alone.
 */
export const sharedSessionStorage: StateStorage = {
  getItem: (name) => localStore()?.getItem(name) ?? null,
  setItem: (name, value) => {
    const session = sessionIn(value);
    if (session === null || wasEnded(session.id)) return;
    try {
      localStorage.setItem(name, value);
      storageHoldsSession = true;
    } catch {
      // Full, blocked or missing.
      storageHoldsSession = false;
    }
  },
  removeItem: (name) => localStore()?.removeItem(name),
};
