import { useAuthStore } from '@/stores/auth-store';
import { STORAGE_KEYS } from '../storage-keys';
import { hasExpired, isLive, isOver, sessionIn, tokenExpiresAt } from './session-rules';

/**
 * The session kept in step with its rules while the app runs (lib/session/session-rules.ts): the token a call may
 * send, the other tabs' sign-ins and sign-outs, and the JWT's expiry. The HTTP client and the router import it,
 * so it watches from start-up on.
 */

/** setTimeout's largest delay (about 24.8 days); a later expiry is checked again then. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * The session a call goes with, or null: its id, and its token to send (null for a session kept by the backend's
 * cookie, which goes with the call's credentials). A session that ended in another tab, was replaced there, or
 * whose JWT `exp` has passed is not used: it ends here, as after a 401.
 */
export function sessionToSend(): { id: string; token: string | null } | null {
  const { sessionId, token } = useAuthStore.getState();
  if (sessionId === null) return null;
  const session = { id: sessionId, token };
  if (isOver(session)) {
    useAuthStore.getState().expireSession();
    return null;
  }
  return session;
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
  const { sessionId, token } = useAuthStore.getState();
  if (sessionId !== null) {
    if (isOver({ id: sessionId, token })) useAuthStore.getState().expireSession();
    return false;
  }
  let stored = null;
  try {
    stored = sessionIn(localStorage.getItem(STORAGE_KEYS.session));
  } catch {
    return false;
  }
  if (!adopt || !stored || !isLive(stored)) return false;
  void useAuthStore.persist.rehydrate();
  return useAuthStore.getState().sessionId !== null;
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

/** A JWT's session ends at its `exp`, as after a 401, even when no call is made at that moment. */
function watchExpiry(token: string | null) {
  clearTimeout(expiryTimer);
  const expiresAt = token === null ? null : tokenExpiresAt(token);
  if (token === null || expiresAt === null) return;
  expiryTimer = setTimeout(
    () => {
      if (useAuthStore.getState().token !== token) return;
      if (hasExpired(token)) useAuthStore.getState().expireSession();
      else watchExpiry(token);
    },
    Math.min(Math.max(expiresAt - Date.now(), 0), LONGEST_TIMER_MS),
  );
}

watchExpiry(useAuthStore.getState().token);
useAuthStore.subscribe((state, previous) => {
  if (state.token !== previous.token) watchExpiry(state.token);
});

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
