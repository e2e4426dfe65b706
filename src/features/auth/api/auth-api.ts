import { apiRequest } from '@/lib/backend/api-client';
import { apiOrigin } from '@/lib/backend/env';
import { isApiError } from '@/lib/backend/api-error';
import {
  oweSignOut,
  serverHeardSignOut,
  signOutPending,
  signOutSettled,
} from '@/lib/session/pending-sign-out';
import { isCookieSession } from '@/lib/session/session-rules';
import { useAuthStore } from '@/stores/auth-store';
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

export async function login(body: LoginForm) {
  const response = await apiRequest(authRequests.login(), {
    json: body,
    schema: loginResponseSchema,
    defaultMessageId: 'auth.login.failed',
    unauthorizedIsExpectedAnswer: true,
  });
  // The new session replaces any cookie a sign-out was still owed for (it went first if it could): sent now, that
  // sign-out would end this session instead (lib/session/pending-sign-out.ts).
  if (signOutPending()) signOutSettled();
  return response;
}

/**
 * Tells the server the session ends. A session kept in the backend's cookie that the server did not hear end (no
 * answer, a server error) still owes it this call: it goes before any other (lib/session/pending-sign-out.ts).
 */
export async function logout() {
  const ending = useAuthStore.getState();
  const cookieSession = ending.sessionId !== null && isCookieSession(ending);
  try {
    return await apiRequest(authRequests.logout(), { schema: logoutResponseSchema });
  } catch (error) {
    if (cookieSession && isApiError(error) && !serverHeardSignOut(error.status))
      oweSignOut(authRequests.logout(), apiOrigin());
    throw error;
  }
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
