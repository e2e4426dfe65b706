import { describe, expect, it } from 'vitest';
import type { User } from './auth-store';
import { AUTH_STORAGE_KEY, isAdmin, useAuthStore } from './auth-store';

const shopper: User = { id: 'u1', userName: 'Deniz Aydın', email: 'shopper@lokum.shop', role: 'user' };
const admin: User = { id: 'a1', userName: 'Selin Admin', email: 'admin@lokum.shop', role: 'admin' };

function stored() {
  const raw = localStorage.getItem(AUTH_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: { token: string | null; user: User | null } }).state : null;
}

describe('auth store (docs/behaviour.md#auth)', () => {
  it('starts authenticated when a stored token exists, with the stored user', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { token: 't-1', user: shopper }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    const state = useAuthStore.getState();
    expect(state.isAuthenticated).toBe(true);
    expect(state.token).toBe('t-1');
    expect(state.user).toEqual(shopper);
  });

  it('starts signed out without a stored token, even if a user was left behind', async () => {
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { token: null, user: shopper }, version: 0 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
  });

  it('login success sets user and authenticated, and stores token and user', () => {
    useAuthStore.getState().loginSucceeded('t-2', shopper);
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: shopper, error: null });
    expect(stored()).toEqual({ token: 't-2', user: shopper });
  });

  it("login failure clears the user and sets the error, 'Login failed' by default", () => {
    useAuthStore.getState().loginSucceeded('t-2', shopper);
    useAuthStore.getState().loginFailed('Incorrect password! Please try again');
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      user: null,
      token: null,
      error: 'Incorrect password! Please try again',
    });
    useAuthStore.getState().loginFailed('');
    expect(useAuthStore.getState().error).toBe('Login failed');
  });

  it('logout clears the state and the stored token and user', () => {
    useAuthStore.getState().loginSucceeded('t-3', admin);
    const before = useAuthStore.getState().sessionEndedAt;
    useAuthStore.getState().endSession();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, user: null, token: null });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(useAuthStore.getState().sessionEndedAt).toBeGreaterThanOrEqual(before);
  });

  it('session check success takes the server user', () => {
    useAuthStore.getState().loginSucceeded('t-4', shopper);
    useAuthStore.getState().sessionCheckStarted();
    expect(useAuthStore.getState().isLoading).toBe(true);
    const renamed = { ...shopper, userName: 'Deniz A.' };
    useAuthStore.getState().sessionConfirmed(renamed);
    expect(useAuthStore.getState()).toMatchObject({ isLoading: false, isAuthenticated: true, user: renamed });
  });

  it('an unanswered session check keeps the stored user, authenticated because a token exists', () => {
    useAuthStore.getState().loginSucceeded('t-5', shopper);
    useAuthStore.getState().sessionCheckStarted();
    useAuthStore.getState().sessionCheckUnavailable();
    expect(useAuthStore.getState()).toMatchObject({ isLoading: false, isAuthenticated: true, user: shopper });
  });

  it('a 401 ends a live session once, and is ignored when nobody is signed in', () => {
    useAuthStore.getState().expireSession();
    const quiet = useAuthStore.getState().sessionEndedAt;
    useAuthStore.getState().expireSession();
    expect(useAuthStore.getState().sessionEndedAt).toBe(quiet);

    useAuthStore.getState().loginSucceeded('t-6', shopper);
    useAuthStore.getState().expireSession();
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
  });

  it('verify success sets the user from the response and leaves the person signed out', () => {
    useAuthStore.getState().verified(shopper);
    expect(useAuthStore.getState()).toMatchObject({ user: shopper, isAuthenticated: false, token: null });
  });

  it('reset statuses move through the four values of docs/behaviour.md#auth', () => {
    const { setResetPasswordStatus } = useAuthStore.getState();
    setResetPasswordStatus('Request Successful');
    expect(useAuthStore.getState()).toMatchObject({
      resetPasswordStatus: 'Request Successful',
      resetPasswordError: null,
    });
    setResetPasswordStatus('Request Failed', 'Failed to send email');
    expect(useAuthStore.getState()).toMatchObject({
      resetPasswordStatus: 'Request Failed',
      resetPasswordError: 'Failed to send email',
    });
    setResetPasswordStatus('Password Reset Successful');
    expect(useAuthStore.getState().resetPasswordStatus).toBe('Password Reset Successful');
    setResetPasswordStatus('Password Reset Failed', 'Failed to reset password');
    expect(useAuthStore.getState()).toMatchObject({
      resetPasswordStatus: 'Password Reset Failed',
      resetPasswordError: 'Failed to reset password',
    });
  });

  it('treats only the admin role as admin', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(shopper)).toBe(false);
    expect(isAdmin({ ...shopper, role: 'seller' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
