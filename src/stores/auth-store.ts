import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get, api) => ({
      ...signedOut,
      isLoading: false,
      resetPasswordStatus: '',
      resetPasswordError: null,
      sessionEndedAt: 0,

      loginSucceeded: (token, user) => set({ token, user, isAuthenticated: true, error: null }),
      loginFailed: (message) => set({ ...signedOut, error: message || 'Login failed' }),
      sessionCheckStarted: () => set({ isLoading: true }),
      sessionConfirmed: (user) => set({ user, isAuthenticated: true, isLoading: false, error: null }),
      sessionCheckUnavailable: () =>
        set((state) => ({ isLoading: false, isAuthenticated: state.token !== null })),
      verified: (user) => set({ user, error: null }),
      setResetPasswordStatus: (status, error = null) =>
        set({ resetPasswordStatus: status, resetPasswordError: error }),
      endSession: () => {
        set({ ...signedOut, isLoading: false, sessionEndedAt: Date.now() });
        // docs/behaviour.md#auth: logout clears the stored token and user, so nothing of them is left on the device.
        api.persist.clearStorage();
      },
      expireSession: () => {
        if (get().token !== null) get().endSession();
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ token: state.token, user: state.user }),
      merge: (persisted, current) => {
        const stored = persisted as Partial<Pick<AuthState, 'token' | 'user'>> | undefined;
        const token = typeof stored?.token === 'string' ? stored.token : null;
        return { ...current, token, user: token ? (stored?.user ?? null) : null, isAuthenticated: !!token };
      },
    },
  ),
);

export function isAdmin(user: User | null | undefined) {
  return user?.role === 'admin';
}

/** The signed-in person's id ('' for a guest, whose per-user queries stay disabled). */
export function useCurrentUserId() {
  return useAuthStore((state) => state.user?.id ?? '');
}
