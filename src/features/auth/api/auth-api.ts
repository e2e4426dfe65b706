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

export function register(body: RegisterForm) {
  return apiRequest('/api/auth/register', {
    method: 'post',
    json: body,
    schema: registerResponseSchema,
    defaultMessage: 'Registration failed',
  });
}

export function login(body: LoginForm) {
  return apiRequest('/api/auth/login', {
    method: 'post',
    json: body,
    schema: loginResponseSchema,
    defaultMessage: 'Login failed',
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
    defaultMessage: 'Authentication check failed',
  });
}

export function verify(body: VerifyForm) {
  return apiRequest('/api/auth/verify', {
    method: 'post',
    json: body,
    schema: verifyResponseSchema,
    defaultMessage: 'Verification failed',
  });
}

export function requestReset(body: { email: string }) {
  return apiRequest('/api/auth/request-reset', {
    method: 'post',
    json: body,
    schema: requestResetResponseSchema,
    defaultMessage: 'Failed to send email',
  });
}

export function resetPassword(token: string, body: { newPassword: string }) {
  return apiRequest(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'post',
    json: body,
    schema: resetPasswordResponseSchema,
    defaultMessage: 'Failed to reset password',
  });
}
