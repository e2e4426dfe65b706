import { checkAuth } from '@/features/auth/api/auth-api';
import { isApiError } from '@/lib/backend/api-error';
import { useAuthStore } from '@/stores/auth-store';

let sessionCheck: Promise<void> | null = null;

/**
 * The start-up session check (docs/behaviour.md#auth), run once per page load: StrictMode and re-renders share the
 * same promise. Success takes the server's user. A refusal (401 above all, or `{ success: false }`) ends the
 * session. Anything else (offline, no answer in time, a 5xx, a body we cannot read) says nothing about the
 * session, so the stored user stays signed in.
 */
export function checkSessionOnce(): Promise<void> {
  sessionCheck ??= runSessionCheck();
  return sessionCheck;
}

async function runSessionCheck() {
  if (!useAuthStore.getState().sessionId) return;
  try {
    const response = await checkAuth();
    useAuthStore.getState().sessionConfirmed(response.user);
  } catch (error) {
    const refused = isApiError(error) && error.kind === 'http' && !error.isServerError;
    if (refused) useAuthStore.getState().endSession();
    else useAuthStore.getState().sessionCheckUnavailable();
  }
}

/** For tests: forget that the check ran. */
export function resetSessionCheck() {
  sessionCheck = null;
}
