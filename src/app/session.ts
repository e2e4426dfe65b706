import { checkAuth } from '@/features/auth/api/auth-api';
import { isApiError } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';

let sessionCheck: Promise<void> | null = null;

/**
 * The start-up session check (spec section 4), run once per page load: StrictMode and re-renders share the
 * same promise. Success takes the server's user; offline or a 5xx keeps the stored user; any other refusal
 * (401 above all) ends the session.
 */
export function checkSessionOnce(): Promise<void> {
  sessionCheck ??= runSessionCheck();
  return sessionCheck;
}

async function runSessionCheck() {
  const store = useAuthStore.getState();
  if (!store.token) return;
  store.sessionCheckStarted();
  try {
    const response = await checkAuth();
    useAuthStore.getState().sessionConfirmed(response.user);
  } catch (error) {
    const unavailable = !isApiError(error) || error.isNetworkError || error.isServerError;
    if (unavailable) useAuthStore.getState().sessionCheckUnavailable();
    else useAuthStore.getState().endSession();
  }
}

/** For tests: forget that the check ran. */
export function resetSessionCheck() {
  sessionCheck = null;
}
