import type { StateStorage } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage-keys';

/**
 * The session's rules, in one place for every sender: the auth store (src/stores/auth-store.ts) and the app's
 * HTTP client ask them through lib/session/session-watch.ts, and the start-up code sends the session check and
 * the first page's data with the stored session only when `storedSessionToSend()` allows it (before React, the
 * router or the store have loaded: this module imports nothing at run time, and the entry's boot chunk carries
 * it, tools/code-splitting.ts).
 *
 * A token may be sent while its session lives: not ended on this device (logout, 401, expiry, in any tab), not
 * replaced in storage by another session, and not past its JWT `exp`. The server still checks the signature;
 * these rules only stop sending a token it would refuse, or one that belongs to someone who has left.
 */

/** The signed-in person as the session keeps it (the auth feature reads it from the backend). */
export interface SessionUser {
  id: string;
  userName: string;
  email: string;
  role: string;
}

/** What start-up reads of the session kept in storage (`STORAGE_KEYS.session`, as zustand's persist writes it). */
export interface StoredSession {
  token: string;
  /** The signed-in person's id, when the stored user names one. */
  userId: string | undefined;
}

/** How many ended sessions this device remembers, newest last. */
const ENDED_TOKENS_KEPT = 20;

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
  try {
    const value: unknown = JSON.parse(localStore()?.getItem(STORAGE_KEYS.endedSessions) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function writeEndedFingerprints(fingerprints: string[]) {
  try {
    localStore()?.setItem(STORAGE_KEYS.endedSessions, JSON.stringify(fingerprints.slice(-ENDED_TOKENS_KEPT)));
  } catch {
    // Storage full or blocked: the other tabs still learn of the end from the session key's removal.
  }
}

/** True when the session of `token` was ended in some tab of this browser. */
export function wasEnded(token: string) {
  return endedFingerprints().includes(fingerprint(token));
}

/**
 * Records that the session of `token` has ended, before anything else happens: any tab that still holds the token
 * stops sending it and never writes it back. Fingerprints, not tokens: nothing a thief could use is left behind.
 */
export function recordEnded(token: string) {
  writeEndedFingerprints([...endedFingerprints(), fingerprint(token)]);
}

/** The server has just issued `token`: it is live, whatever an earlier session with the same value did. */
export function recordIssued(token: string) {
  const issued = fingerprint(token);
  const ended = endedFingerprints();
  if (ended.includes(issued)) writeEndedFingerprints(ended.filter((entry) => entry !== issued));
}

/**
 * The expiry a JWT carries (`exp`, seconds), in milliseconds; null for a token that is not a JWT or has none.
 * Read only to stop sending a token the server will refuse anyway: the server still checks the signature.
 */
export function tokenExpiresAt(token: string): number | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp: unknown = (JSON.parse(json) as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function hasExpired(token: string, now = Date.now()) {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && now >= expiresAt;
}

/** A token that may start or continue a session: neither ended on this device nor past its `exp`. */
export function isLive(token: string) {
  return !wasEnded(token) && !hasExpired(token);
}

/** The session in a serialised store value (zustand's `{ state: { token, user }, version }`), if it holds one. */
export function sessionIn(serialised: string | null | undefined): StoredSession | null {
  if (!serialised) return null;
  try {
    const state = (JSON.parse(serialised) as { state?: { token?: unknown; user?: { id?: unknown } } } | null)
      ?.state;
    const token = state?.token;
    const userId = state?.user?.id;
    return typeof token === 'string' && token
      ? { token, userId: typeof userId === 'string' && userId ? userId : undefined }
      : null;
  } catch {
    return null;
  }
}

/** False once storage refused a write (full, blocked): the session then lives in this tab's memory only. */
let storageHoldsSession = true;

/**
 * The token stored for the session of this browser, as the last tab to write it left it (null: none); undefined
 * when storage cannot tell (unavailable, or it refused this tab's write).
 */
export function storedToken(): string | null | undefined {
  const storage = localStore();
  if (!storage || !storageHoldsSession) return undefined;
  try {
    return sessionIn(storage.getItem(STORAGE_KEYS.session))?.token ?? null;
  } catch {
    return undefined;
  }
}

/** The session of `token`, held by a tab, is over: ended or replaced in another tab, or its JWT expired. */
export function isOver(token: string) {
  const stored = storedToken();
  return (stored !== undefined && stored !== token) || !isLive(token);
}

/**
 * The stored session that a page load may send before the app has loaded (the session check, the first page's
 * data): the same rule as the app's, so an ended or expired session sends nothing and its page opens signed out.
 */
export function storedSessionToSend(): StoredSession | undefined {
  let stored: StoredSession | null;
  try {
    stored = sessionIn(localStore()?.getItem(STORAGE_KEYS.session));
  } catch {
    return undefined;
  }
  return stored && isLive(stored.token) ? stored : undefined;
}

/**
 * localStorage as the session's store (zustand's persist), with two rules for the tabs that share it. A tab
 * writes a token only while that token's session lives: a tab that missed another's logout cannot bring the
 * session back. And a signed-out tab writes nothing: its empty state would otherwise sign out a session another
 * tab has just begun. Removing the stored session is the store's endSession alone.
 */
export const sharedSessionStorage: StateStorage = {
  getItem: (name) => localStore()?.getItem(name) ?? null,
  setItem: (name, value) => {
    const session = sessionIn(value);
    if (session === null || wasEnded(session.token)) return;
    try {
      localStore()?.setItem(name, value);
      storageHoldsSession = true;
    } catch {
      storageHoldsSession = false;
    }
  },
  removeItem: (name) => localStore()?.removeItem(name),
};
