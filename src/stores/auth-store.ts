import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  beginSession,
  endStoredSessionIfOver,
  liveSessionOf,
  mayClearStoredSession,
  recordEnded,
  sharedSessionStorage,
  type User,
} from '@/lib/session/session-rules';
import { clearSessionLeftovers } from '@/lib/session/session-end';
import { watchSessionStore } from '@/lib/session/session-watch';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';

export interface AuthState {
  /** The session's id (lib/session/session-rules.ts): its token, or the app's id for a cookie session. */
  sessionId: string | null;
  /** The token to send as `Authorization: Bearer`; null without a session, and for a cookie session. */
  token: string | null;
  user: User | null;
  /** docs/behaviour.md#auth: authenticated when a stored session exists. */
  isAuthenticated: boolean;
  /** Bumped whenever the session ends, so the app can leave protected pages and drop cached data. */
  sessionEndedAt: number;

  /** `token` null: the backend keeps the session in its own cookie (its sign-in answer had no token). */
  loginSucceeded: (token: string | null, user: User) => void;
  /** Check-auth answered with the server's user. */
  sessionConfirmed: (user: User) => void;
  /** Check-auth could not answer (offline, 5xx): keep the stored user (docs/behaviour.md#routes-and-guards). */
  sessionCheckUnavailable: () => void;
  /** Verify success sets the user from the response (docs/behaviour.md#auth); the user still signs in afterwards. */
  verified: (user: User | null) => void;
  /** Logout or an expired token: clears state and the stored token and user. */
  endSession: () => void;
  /** A 401 from any call while signed in. */
  expireSession: () => void;
}

const signedOut = { sessionId: null, token: null, user: null, isAuthenticated: false } as const;

/**
 * The session's state and what changes it. The rules of which token may be sent, how tabs share one session and
 * when a JWT expires are lib/session's (session-rules.ts, session-watch.ts).
 */
export const useAuthStore = create<AuthState>()(
  persist(
    (set, get, api) => ({
      ...signedOut,
      sessionEndedAt: 0,

      loginSucceeded: (token, user) =>
        set({ sessionId: beginSession(token), token, user, isAuthenticated: true }),
      sessionConfirmed: (user) => set({ user, isAuthenticated: true }),
      sessionCheckUnavailable: () => set((state) => ({ isAuthenticated: state.sessionId !== null })),
      verified: (user) => set({ user }),
      endSession: () => {
        const ending = get().sessionId;
        // Recorded first: any tab that still holds this session stops using it and never writes it back.
        if (ending !== null) recordEnded(ending);
        set({ ...signedOut, sessionEndedAt: Date.now() });
        // docs/behaviour.md#auth: logout clears the stored token and user, so nothing of them is left on the
        // device (unless another tab has already stored a newer session).
        if (mayClearStoredSession(ending)) api.persist.clearStorage();
      },
      expireSession: () => {
        if (get().sessionId !== null) get().endSession();
      },
    }),
    {
      name: STORAGE_KEYS.session,
      storage: createJSONStorage(() => sharedSessionStorage),
      partialize: (state) => ({ id: state.sessionId, token: state.token, user: state.user }),
      merge: (persisted, current) => {
        // An ended or expired session left in storage (a tab closed mid-logout, a JWT that expired while no tab
        // was open) is not taken up again: it ends now, with everything it left in this tab.
        if (endStoredSessionIfOver(persisted) !== null) clearSessionLeftovers();
        const session = liveSessionOf(persisted);
        const user = (persisted as { user?: User | null } | undefined)?.user ?? null;
        return {
          ...current,
          sessionId: session?.id ?? null,
          token: session?.token ?? null,
          user: session ? user : null,
          isAuthenticated: session !== null,
        };
      },
    },
  ),
);

// The session's expiry, the other tabs and the token each call sends are watched from the store's creation on.
watchSessionStore(useAuthStore);

/** The signed-in person's id ('' for a guest, whose per-user queries stay disabled). */
export function useCurrentUserId() {
  return useAuthStore((state) => state.user?.id ?? '');
}
