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
import { authRequests } from './auth-requests';

// Each call's default message (shown when the server gives no words of its own) is read as the call is made,
// in the current language.

export function register(body: RegisterForm) {
  return apiRequest(authRequests.register(), {
    json: body,
    schema: registerResponseSchema,
    defaultMessageId: 'auth.register.failed',
  });
}

export function login(body: LoginForm) {
  return apiRequest(authRequests.login(), {
    json: body,
    schema: loginResponseSchema,
    defaultMessageId: 'auth.login.failed',
    unauthorizedIsExpectedAnswer: true,
  });
}

export function logout() {
  return apiRequest(authRequests.logout(), { schema: logoutResponseSchema });
}

export function checkAuth() {
  return apiRequest(authRequests.checkAuth(), {
    schema: checkAuthResponseSchema,
    defaultMessageId: 'auth.session.checkFailed',
  });
}

export function verify(body: VerifyForm) {
  return apiRequest(authRequests.verify(), {
    json: body,
    schema: verifyResponseSchema,
    defaultMessageId: 'auth.verify.failed',
  });
}

export function requestReset(body: { email: string }) {
  return apiRequest(authRequests.requestReset(), {
    json: body,
    schema: requestResetResponseSchema,
    defaultMessageId: 'auth.requestReset.failed',
  });
}

export function resetPassword(token: string, body: { newPassword: string }) {
  return apiRequest(authRequests.resetPassword(token), {
    json: body,
    schema: resetPasswordResponseSchema,
    defaultMessageId: 'auth.resetPassword.failed',
  });
}
