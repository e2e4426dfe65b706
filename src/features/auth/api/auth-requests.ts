import type { BackendRequest } from '@/lib/backend/backend-request';

/**
 * The auth calls (docs/behaviour.md#backend-calls), described once for every sender (lib/backend/backend-request.ts): the
 * session check also leaves before the app has loaded (boot/start-up-requests.ts), so this module imports nothing
 * at run time.
 */
export const authRequests = {
  // Either may be answered with the backend's session cookie (sign-up too, on a backend that signs a new account in).
  register: (): BackendRequest => ({ method: 'post', path: '/api/auth/register', beginsSession: true }),
  login: (): BackendRequest => ({ method: 'post', path: '/api/auth/login', beginsSession: true }),
  logout: (): BackendRequest => ({ method: 'post', path: '/api/auth/logout' }),
  /** The contract asks every session check to pass caches by: an old answer would bring back an old session. */
  checkAuth: (): BackendRequest => ({
    method: 'get',
    path: '/api/auth/check-auth',
    headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate' },
  }),
  verify: (): BackendRequest => ({ method: 'post', path: '/api/auth/verify', service: 'verification' }),
  requestReset: (): BackendRequest => ({
    method: 'post',
    path: '/api/auth/request-reset',
    service: 'passwordReset',
  }),
  resetPassword: (token: string): BackendRequest => ({
    method: 'post',
    path: `/api/auth/reset-password/${encodeURIComponent(token)}`,
    service: 'passwordReset',
  }),
};
