import { apiRequest } from '@/lib/api-client';
import {
  checkAuthResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  registerResponseSchema,
  requestResetResponseSchema,
  resetPasswordResponseSchema,
  verifyResponseSchema,
  type LoginForm,
  type RegisterForm,
  type VerifyForm,
} from '../schemas';

// Each call's default message (shown when the server gives no words of its own) is read as the call is made,
// in the current language.

export function register(body: RegisterForm) {
  return apiRequest('/api/auth/register', {
    method: 'post',
    json: body,
    schema: registerResponseSchema,
    defaultMessageId: 'auth.register.failed',
  });
}

export function login(body: LoginForm) {
  return apiRequest('/api/auth/login', {
    method: 'post',
    json: body,
    schema: loginResponseSchema,
    defaultMessageId: 'auth.login.failed',
    unauthorizedIsExpectedAnswer: true,
  });
}

export function logout() {
  return apiRequest('/api/auth/logout', { method: 'post', schema: logoutResponseSchema });
}

export function checkAuth() {
  return apiRequest('/api/auth/check-auth', {
    schema: checkAuthResponseSchema,
    headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate' },
    defaultMessageId: 'auth.session.checkFailed',
  });
}

export function verify(body: VerifyForm) {
  return apiRequest('/api/auth/verify', {
    method: 'post',
    json: body,
    schema: verifyResponseSchema,
    defaultMessageId: 'auth.verify.failed',
  });
}

export function requestReset(body: { email: string }) {
  return apiRequest('/api/auth/request-reset', {
    method: 'post',
    json: body,
    schema: requestResetResponseSchema,
    defaultMessageId: 'auth.requestReset.failed',
  });
}

export function resetPassword(token: string, body: { newPassword: string }) {
  return apiRequest(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'post',
    json: body,
    schema: resetPasswordResponseSchema,
    defaultMessageId: 'auth.resetPassword.failed',
  });
}
