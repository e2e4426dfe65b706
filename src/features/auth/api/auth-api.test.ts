import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_SHOPPER, SHOPPER_ID } from '@mocks/seed-accounts';
import { checkAuth, login, logout, register, requestReset, resetPassword, verify } from './auth-api';
import { ApiError } from '@/lib/backend/api-error';
import { signInAs } from '@/testing/session';
import { useAuthStore } from '@/stores/auth-store';

const NEW_ACCOUNT = { userName: 'Zeynep Arslan', email: 'zeynep@example.com', password: 'lokum-2026' };

function lastEmailTo(email: string) {
  const mail = db.state.outbox.filter((entry) => entry.to === email).at(-1);
  if (!mail) throw new Error(`no email to ${email}`);
  return mail;
}

describe('POST /api/auth/register', () => {
  it('stores the user unverified and emails a 6-digit code', async () => {
    const response = await register(NEW_ACCOUNT);

    expect(response.success).toBe(true);
    expect(response.message).toMatch(/verification code/i);
    const stored = db.state.users.find((user) => user.email === NEW_ACCOUNT.email);
    expect(stored).toMatchObject({ userName: 'Zeynep Arslan', role: 'user', verified: false });
    expect(lastEmailTo(NEW_ACCOUNT.email).code).toMatch(/^\d{6}$/);
  });

  it('refuses missing fields, a malformed email and a taken email', async () => {
    await expect(register({ ...NEW_ACCOUNT, userName: ' ' })).rejects.toMatchObject({
      status: 400,
      message: 'Please fill in user name, email and password',
    });
    await expect(register({ ...NEW_ACCOUNT, email: 'not-an-email' })).rejects.toMatchObject({
      status: 400,
      message: 'Please enter a valid email address',
    });
    await expect(register({ ...NEW_ACCOUNT, email: 'SHOPPER@lokum.shop' })).rejects.toMatchObject({
      status: 409,
      message: 'User Already exists with the same email! Please try again',
    });
  });
});

describe('account lifecycle: register → verify → login', () => {
  it('signs in only after the emailed code has verified the account', async () => {
    await register(NEW_ACCOUNT);
    const credentials = { email: NEW_ACCOUNT.email, password: NEW_ACCOUNT.password };

    await expect(login(credentials)).rejects.toMatchObject({
      status: 403,
      message: 'Please verify your account before signing in',
    });

    const verified = await verify({ email: NEW_ACCOUNT.email, code: lastEmailTo(NEW_ACCOUNT.email).code });
    expect(verified.success).toBe(true);
    expect(verified.message).toBe('Account verified successfully');
    expect(verified.user).toMatchObject({
      userName: 'Zeynep Arslan',
      email: NEW_ACCOUNT.email,
      role: 'user',
    });

    const session = await login(credentials);
    expect(session.success).toBe(true);
    expect(session.token).not.toBe('');
    expect(session.user).toEqual({
      id: verified.user?.id,
      userName: 'Zeynep Arslan',
      email: NEW_ACCOUNT.email,
      role: 'user',
    });
  });
});

describe('POST /api/auth/verify', () => {
  it('refuses a wrong code, an unknown email, missing fields and a second verification', async () => {
    await register(NEW_ACCOUNT);
    const { code } = lastEmailTo(NEW_ACCOUNT.email);
    const wrongCode = code === '123456' ? '654321' : '123456';

    await expect(verify({ email: NEW_ACCOUNT.email, code: wrongCode })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid verification code',
    });
    await expect(verify({ email: 'nobody@example.com', code })).rejects.toMatchObject({
      status: 404,
      message: 'No account found with this email',
    });
    await expect(verify({ email: NEW_ACCOUNT.email, code: '' })).rejects.toMatchObject({
      status: 400,
      message: 'Email and code are required',
    });
    await verify({ email: NEW_ACCOUNT.email, code });
    await expect(verify({ email: NEW_ACCOUNT.email, code })).rejects.toMatchObject({
      status: 400,
      message: 'This account is already verified. Please sign in.',
    });
  });
});

describe('POST /api/auth/login', () => {
  it('answers success, message, token and user for the demo shopper', async () => {
    const response = await login({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password });

    expect(response).toMatchObject({
      success: true,
      message: 'Logged in successfully',
      user: { id: SHOPPER_ID, userName: 'Deniz Aydın', email: DEMO_SHOPPER.email, role: 'user' },
    });
    expect(db.state.sessions[response.token ?? '']).toBe(SHOPPER_ID);
  });

  it('refuses a wrong password, an unknown email and missing fields', async () => {
    await expect(login({ email: DEMO_SHOPPER.email, password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      message: 'Incorrect password! Please try again',
    });
    await expect(login({ email: 'nobody@example.com', password: 'x' })).rejects.toMatchObject({
      status: 404,
      message: "User doesn't exists! Please register first",
    });
    await expect(login({ email: '', password: '' })).rejects.toMatchObject({
      status: 400,
      message: 'Email and password are required',
    });
  });
});

describe('GET /api/auth/check-auth', () => {
  it('answers the user behind the stored token', async () => {
    await signInAs('shopper');

    const response = await checkAuth();

    expect(response).toEqual({
      success: true,
      user: { id: SHOPPER_ID, userName: 'Deniz Aydın', email: DEMO_SHOPPER.email, role: 'user' },
    });
  });

  it('answers 401 without a token and with an unknown token', async () => {
    const error = await checkAuth().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorised user!' });

    useAuthStore.getState().loginSucceeded('forged-token', {
      id: SHOPPER_ID,
      userName: 'Deniz Aydın',
      email: DEMO_SHOPPER.email,
      role: 'user',
    });
    await expect(checkAuth()).rejects.toMatchObject({ status: 401, message: 'Unauthorised user!' });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the server session, so the token no longer authenticates', async () => {
    await signInAs('shopper');
    const token = useAuthStore.getState().token ?? '';

    await logout();

    expect(db.state.sessions[token]).toBeUndefined();
    await expect(checkAuth()).rejects.toMatchObject({ status: 401 });
  });

  it('succeeds without a session too', async () => {
    await expect(logout()).resolves.toMatchObject({ success: true });
  });
});

describe('password reset', () => {
  it('emails a reset token that sets a new password exactly once', async () => {
    const requested = await requestReset({ email: DEMO_SHOPPER.email });
    expect(requested).toEqual({ success: true, message: 'Password reset email sent' });
    const { code: token } = lastEmailTo(DEMO_SHOPPER.email);

    const reset = await resetPassword(token, { newPassword: 'yeni-sifre' });
    expect(reset).toEqual({ success: true, message: 'Password reset successfully' });

    await expect(resetPassword(token, { newPassword: 'again' })).rejects.toMatchObject({
      status: 400,
      message: 'This reset link is invalid or has already been used',
    });
    await expect(login({ email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password })).rejects.toMatchObject(
      {
        status: 401,
      },
    );
    await expect(login({ email: DEMO_SHOPPER.email, password: 'yeni-sifre' })).resolves.toMatchObject({
      success: true,
    });
  });

  it('signs out the sessions of that user', async () => {
    await signInAs('shopper');
    await requestReset({ email: DEMO_SHOPPER.email });

    await resetPassword(lastEmailTo(DEMO_SHOPPER.email).code, { newPassword: 'yeni-sifre' });

    await expect(checkAuth()).rejects.toMatchObject({ status: 401 });
  });

  it('refuses request-reset for an unknown or missing email', async () => {
    await expect(requestReset({ email: 'nobody@example.com' })).rejects.toMatchObject({
      status: 404,
      message: 'No account found with this email',
    });
    await expect(requestReset({ email: '' })).rejects.toMatchObject({
      status: 400,
      message: 'Email is required',
    });
  });

  it('refuses an unknown token and an empty password', async () => {
    await expect(resetPassword('no-such-token', { newPassword: 'x' })).rejects.toMatchObject({
      status: 400,
      message: 'This reset link is invalid or has already been used',
    });
    await requestReset({ email: DEMO_SHOPPER.email });
    const { code: token } = lastEmailTo(DEMO_SHOPPER.email);
    await expect(resetPassword(token, { newPassword: '  ' })).rejects.toMatchObject({
      status: 400,
      message: 'New password is required',
    });
    // A refused attempt does not use the token up.
    await expect(resetPassword(token, { newPassword: 'yeni-sifre' })).resolves.toMatchObject({
      success: true,
    });
  });
});
