import { STORAGE_KEYS } from '../device/storage-keys';
import { hasExpired, isOver, storedSessionToSend, tokenExpiresAt } from './session-rules';

/**
 * The session kept in step with its rules while the app runs (lib/session/session-rules.ts): the token a call may
 * send, the other tabs' sign-ins and sign-outs, and the JWT's expiry. The auth store (stores/auth-store.ts) hands
 * itself in as it is created, so it is watched from start-up on; lib never imports the store.
 */

/** What the watch reads of the store that keeps the session, and how it ends or takes one up. */
export interface WatchedSessionStore {
  getState(): {
    sessionId: string | null;
    token: string | null;
    user: { id: string } | null;
    expireSession(): void;
  };
  subscribe(listener: (state: { token: string | null }, previous: { token: string | null }) => void): unknown;
  persist: { rehydrate(): unknown };
}

let watched: WatchedSessionStore | undefined;

/** Starts watching the store's session: its expiry, and through it the session every call sends. */
export function watchSessionStore(store: WatchedSessionStore) {
  watched = store;
  watchExpiry(store.getState().token);
  store.subscribe((state, previous) => {
    if (state.token !== previous.token) watchExpiry(state.token);
  });
}

/** setTimeout's largest delay (about 24.8 days); a later expiry is checked again then. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * The session a call goes with, or null: its id, and its token to send (null for a session kept by the backend's
 * cookie, which goes with the call's credentials). A session that ended in another tab, was replaced there, or
 * whose JWT `exp` has passed is not used: it ends here, as after a 401.
 */
export function sessionToSend(): { id: string; token: string | null } | null {
  if (!watched) return null;
  const { sessionId, token, expireSession } = watched.getState();
  if (sessionId === null) return null;
  const session = { id: sessionId, token };
  if (isOver(session)) {
    expireSession();
    return null;
  }
  return session;
}

/** The signed-in person's id, or undefined without a session. */
export function signedInUserId(): string | undefined {
  return watched?.getState().user?.id;
}

/**
 * A 401 to a call ends the session that sent it. A late answer to a call of a session that has already ended
 * (logout while it was pending, then someone else signed in) ends nothing.
 */
export function endRefusedSession(sessionId: string) {
  const state = watched?.getState();
  if (state?.sessionId === sessionId) state.expireSession();
}

/** The token to send with a call, or null (see sessionToSend). */
export function tokenToSend(): string | null {
  return sessionToSend()?.token ?? null;
}

/**
 * Brings this tab in line with the session the other tabs left in storage. A signed-in tab whose session ended
 * or was replaced elsewhere ends it here (the app leaves for sign-in and drops the cache, as on a logout).
 * `adopt`: a signed-out tab takes up a session begun in another tab (on its next navigation, so no page
 * changes user under the reader's eyes). Returns true when it took one up.
 */
export function syncSessionWithOtherTabs({ adopt }: { adopt: boolean }): boolean {
  if (!watched) return false;
  const store = watched;
  const { sessionId, token, expireSession } = store.getState();
  if (sessionId !== null) {
    if (isOver({ id: sessionId, token })) expireSession();
    return false;
  }
  // The stored session start-up would send: one that lives (storage that cannot be read holds none).
  if (!adopt || !storedSessionToSend()) return false;
  void store.persist.rehydrate();
  return store.getState().sessionId !== null;
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** A JWT's session ends at its `exp`, as after a 401, even when no call is made at that moment. */
function watchExpiry(token: string | null) {
  clearTimeout(expiryTimer);
  if (token === null) return;
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt === null) return;
  expiryTimer = setTimeout(
    () => {
      const state = watched?.getState();
      if (state?.token !== token) return;
      if (hasExpired(token)) state.expireSession();
      else watchExpiry(token);
    },
    Math.min(Math.max(expiresAt - Date.now(), 0), LONGEST_TIMER_MS),
  );
}

// Another tab signed out, hit a 401, or signed in as someone else: storage events reach every other tab.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.session ||
      event.key === STORAGE_KEYS.endedSessions
    ) {
      syncSessionWithOtherTabs({ adopt: false });
    }
  });
}
