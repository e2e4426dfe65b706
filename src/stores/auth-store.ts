import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/** The signed-in person as the session keeps it (the auth feature reads it from the backend). */
export interface User {
  id: string;
  userName: string;
  email: string;
  role: string;
}

export type ResetPasswordStatus =
  '' | 'Request Successful' | 'Request Failed' | 'Password Reset Successful' | 'Password Reset Failed';

export interface AuthState {
  token: string | null;
  user: User | null;
  /** docs/behaviour.md#auth: authenticated when a stored token exists. */
  isAuthenticated: boolean;
  /** True while the start-up session check runs. */
  isLoading: boolean;
  error: string | null;
  resetPasswordStatus: ResetPasswordStatus;
  resetPasswordError: string | null;
  /** Bumped whenever the session ends, so the app can leave protected pages and drop cached data. */
  sessionEndedAt: number;

  loginSucceeded: (token: string, user: User) => void;
  loginFailed: (message: string) => void;
  sessionCheckStarted: () => void;
  /** Check-auth answered with the server's user. */
  sessionConfirmed: (user: User) => void;
  /** Check-auth could not answer (offline, 5xx): keep the stored user (docs/behaviour.md#routes-and-guards). */
  sessionCheckUnavailable: () => void;
  /** Verify success sets the user from the response (docs/behaviour.md#auth); the user still signs in afterwards. */
  verified: (user: User | null) => void;
  setResetPasswordStatus: (status: ResetPasswordStatus, error?: string | null) => void;
  /** Logout or an expired token: clears state and the stored token and user. */
  endSession: () => void;
  /** A 401 from any call while signed in. */
  expireSession: () => void;
}

const signedOut = {
  token: null,
  user: null,
  isAuthenticated: false,
  error: null,
} as const;

export const AUTH_STORAGE_KEY = 'shop-auth';
/**
 * Fingerprints of the tokens whose session ended on this device (logout, 401, expiry), newest last. A tab that
 * still holds one in memory must neither send it nor write it back. Fingerprints, not tokens: nothing a thief
 * could use is left behind.
 */
export const ENDED_TOKENS_KEY = 'shop-auth-ended';
const ENDED_TOKENS_KEPT = 20;
/** setTimeout's largest delay (about 24.8 days); a later expiry is checked again then. */
const LONGEST_TIMER_MS = 2_147_483_647;

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
    const value: unknown = JSON.parse(localStore()?.getItem(ENDED_TOKENS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function writeEndedFingerprints(fingerprints: string[]) {
  try {
    localStore()?.setItem(ENDED_TOKENS_KEY, JSON.stringify(fingerprints.slice(-ENDED_TOKENS_KEPT)));
  } catch {
    // Storage full or blocked: the other tabs still learn of the end from the session key's removal.
  }
}

/** True when the session of `token` was ended in some tab of this browser. */
export function wasEnded(token: string) {
  return endedFingerprints().includes(fingerprint(token));
}

/**
 * The expiry a JWT carries (`exp`, seconds), in milliseconds; null for a token that is not a JWT or has none.
 * Read only to stop sending a token the server will refuse anyway: the server still checks the signature.
 */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return null;
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

function hasExpired(token: string, now = Date.now()) {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && now >= expiresAt;
}

function tokenIn(serialised: string | null | undefined): string | null {
  if (!serialised) return null;
  try {
    const token: unknown = (JSON.parse(serialised) as { state?: { token?: unknown } } | null)?.state?.token;
    return typeof token === 'string' && token ? token : null;
  } catch {
    return null;
  }
}

/** False once storage refused a write (full, blocked): the session then lives in this tab's memory only. */
let storageHoldsSession = true;

/**
 * The token stored for the session of this browser, as the last tab to write it left it; undefined when storage
 * cannot tell (unavailable, or it refused this tab's write).
 */
function storedToken(): string | null | undefined {
  const storage = localStore();
  if (!storage || !storageHoldsSession) return undefined;
  try {
    return tokenIn(storage.getItem(AUTH_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** The session of `token` ended or was replaced in another tab, or its JWT expired. */
function isOver(token: string) {
  const stored = storedToken();
  return (stored !== undefined && stored !== token) || wasEnded(token) || hasExpired(token);
}

/**
 * localStorage as the session's store, with two rules for the tabs that share it. A tab writes a token only while
 * that token's session lives: a tab that missed another's logout cannot bring the session back. And a signed-out
 * tab writes nothing: its empty state would otherwise sign out a session another tab has just begun. Removing
 * the stored session is endSession's business alone.
 */
const sharedSessionStorage: StateStorage = {
  getItem: (name) => localStore()?.getItem(name) ?? null,
  setItem: (name, value) => {
    const token = tokenIn(value);
    if (token === null || wasEnded(token)) return;
    try {
      localStore()?.setItem(name, value);
      storageHoldsSession = true;
    } catch {
      storageHoldsSession = false;
    }
  },
  removeItem: (name) => localStore()?.removeItem(name),
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get, api) => ({
      ...signedOut,
      isLoading: false,
      resetPasswordStatus: '',
      resetPasswordError: null,
      sessionEndedAt: 0,

      loginSucceeded: (token, user) => {
        // The server has just issued it: live, whatever an earlier session with the same value did.
        const issued = fingerprint(token);
        const ended = endedFingerprints();
        if (ended.includes(issued)) writeEndedFingerprints(ended.filter((entry) => entry !== issued));
        set({ token, user, isAuthenticated: true, error: null });
      },
      loginFailed: (message) => set({ ...signedOut, error: message || 'Login failed' }),
      sessionCheckStarted: () => set({ isLoading: true }),
      sessionConfirmed: (user) => set({ user, isAuthenticated: true, isLoading: false, error: null }),
      sessionCheckUnavailable: () =>
        set((state) => ({ isLoading: false, isAuthenticated: state.token !== null })),
      verified: (user) => set({ user, error: null }),
      setResetPasswordStatus: (status, error = null) =>
        set({ resetPasswordStatus: status, resetPasswordError: error }),
      endSession: () => {
        const ending = get().token;
        // Recorded first: any tab that still holds this token stops sending it and never writes it back.
        if (ending !== null) writeEndedFingerprints([...endedFingerprints(), fingerprint(ending)]);
        set({ ...signedOut, isLoading: false, sessionEndedAt: Date.now() });
        // docs/behaviour.md#auth: logout clears the stored token and user, so nothing of them is left on the
        // device; unless another tab has already stored a newer session, which is not this tab's to end.
        const stored = storedToken();
        if (stored === undefined || stored === null || stored === ending) api.persist.clearStorage();
      },
      expireSession: () => {
        if (get().token !== null) get().endSession();
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => sharedSessionStorage),
      partialize: (state) => ({ token: state.token, user: state.user }),
      merge: (persisted, current) => {
        const stored = persisted as Partial<Pick<AuthState, 'token' | 'user'>> | undefined;
        const candidate = typeof stored?.token === 'string' && stored.token ? stored.token : null;
        // An ended or expired session left in storage (a tab closed mid-logout) is not taken up again.
        const token = candidate && !wasEnded(candidate) && !hasExpired(candidate) ? candidate : null;
        return { ...current, token, user: token ? (stored?.user ?? null) : null, isAuthenticated: !!token };
      },
    },
  ),
);

/**
 * The token to send with a call, or null. A token whose session ended in another tab, was replaced there, or
 * whose JWT `exp` has passed is not sent: the session ends here, as after a 401.
 */
export function tokenToSend(): string | null {
  const { token } = useAuthStore.getState();
  if (token === null) return null;
  if (isOver(token)) {
    useAuthStore.getState().expireSession();
    return null;
  }
  return token;
}

/**
 * Brings this tab in line with the session the other tabs left in storage. A signed-in tab whose session ended
 * or was replaced elsewhere ends it here (the app leaves for sign-in and drops the cache, as on a logout).
 * `adopt`: a signed-out tab takes up a session begun in another tab (on its next navigation, so no page
 * changes user under the reader's eyes). Returns true when it took one up.
 */
export function syncSessionWithOtherTabs({ adopt }: { adopt: boolean }): boolean {
  const { token } = useAuthStore.getState();
  if (token !== null) {
    if (isOver(token)) useAuthStore.getState().expireSession();
    return false;
  }
  const stored = storedToken();
  if (!adopt || !stored || wasEnded(stored) || hasExpired(stored)) return false;
  void useAuthStore.persist.rehydrate();
  return useAuthStore.getState().token !== null;
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
    if (event.key === null || event.key === AUTH_STORAGE_KEY || event.key === ENDED_TOKENS_KEY) {
      syncSessionWithOtherTabs({ adopt: false });
    }
  });
}

export function isAdmin(user: User | null | undefined) {
  return user?.role === 'admin';
}

/** The signed-in person's id ('' for a guest, whose per-user queries stay disabled). */
export function useCurrentUserId() {
  return useAuthStore((state) => state.user?.id ?? '');
}
