import {
  REQUEST_TIMEOUT_MS,
  requestCredentials,
  requestHeaders,
  requestUrl,
  type BackendRequest,
} from '../backend/backend-request';
import { STORAGE_KEYS } from '../device/storage-keys';

/**
 * A sign-out this browser still owes the backend. A session kept in the backend's own cookie (httpOnly: the shop
 * can neither read nor remove it) ends only when the server hears of it. When that sign-out gets no answer (offline,
 * a time-out) or a server error, the shop still signs out here at once, as it always does, but the cookie stays
 * valid: whoever uses this browser next would be acting as the last person. So the sign-out is owed:
 *
 * - recorded in localStorage (`STORAGE_KEYS.pendingSignOut`: that one is owed, nothing about whom), so every tab and
 *   the next start know it;
 * - sent before any other call, by every sender: the app's client (lib/backend/api-client.ts) and start-up's early
 *   requests (boot/early-requests.ts) wait for it (one attempt at a time, however many calls wait), and until the
 *   server has it no call but the sign-out and a sign-in carries the backend's cookies (requestCredentials);
 * - sent again when the browser comes back online and at the next start (boot/start-up-requests.ts);
 * - done once the server has answered it (anything but a server error), or once a new sign-in has replaced the
 *   cookie (features/auth/api/auth-api.ts): sent after that sign-in, it would end the new session instead.
 *
 * Until then the shop says so on screen (components/feedback/network-status.tsx). A token session owes nothing:
 * its token is dropped with it. This module imports only the request's description and the storage keys: the
 * entry's boot chunk carries it (tools/code-splitting.ts).
 */

/**
 * The backend's sign-out call, as its feature describes it (features/auth/api/auth-requests.ts), named by
 * start-up (boot/start-up-requests.ts) and by the sign-out that left it owed: this layer knows no feature.
 */
let signOutRequest: BackendRequest | undefined;
/** The attempt under way: every call that finds the sign-out owed waits for this one. */
let attempt: Promise<void> | undefined;
/** The backend's origin, as the last sender named it: where the sign-out goes when the browser is back online. */
let backendOrigin: string | undefined;
const listeners = new Set<() => void>();

/** Names the backend's sign-out call, the one sent when a sign-out is owed. */
export function signOutCallIs(request: BackendRequest) {
  signOutRequest = request;
}

/** Whether the server answered a sign-out (`status`, 0 for none): anything but a server error ends it there. */
export function serverHeardSignOut(status: number) {
  return status > 0 && status < 500;
}

/**
 * Storage would not keep the record (full, or blocked: then even reading `localStorage` throws, and outside a
 * browser there is none): this tab still owes it, until the page goes.
 */
let owedInThisTabOnly = false;

/** Whether this browser owes the backend a sign-out (recorded by any tab, or by this one alone). */
export function signOutPending(): boolean {
  if (owedInThisTabOnly) return true;
  try {
    return localStorage.getItem(STORAGE_KEYS.pendingSignOut) != null;
  } catch {
    return false;
  }
}

function changed() {
  for (const listener of listeners) listener();
}

/** A cookie session's sign-out (`request`) that the server did not hear: owed from now on, to the backend at `origin`. */
export function oweSignOut(request: BackendRequest, origin: string) {
  signOutRequest = request;
  backendOrigin = origin;
  try {
    localStorage.setItem(STORAGE_KEYS.pendingSignOut, '1');
  } catch {
    owedInThisTabOnly = true;
  }
  changed();
}

/** The sign-out is no longer owed: the server has it, or a new sign-in replaced the cookie it was to end. */
export function signOutSettled() {
  owedInThisTabOnly = false;
  try {
    localStorage.removeItem(STORAGE_KEYS.pendingSignOut);
  } catch {
    // Nothing was kept.
  }
  changed();
}

/**
 * Sends the sign-out owed to the backend at `origin` (one attempt at a time: a call made meanwhile waits for the
 * same one). Returns undefined when none is owed, so a sender goes on at once; otherwise resolves when the
 * attempt has ended, whatever its outcome (a call then goes without the cookie, requestCredentials).
 */
export function sendOwedSignOut(origin: string): Promise<void> | undefined {
  backendOrigin = origin;
  if (attempt) return attempt;
  const request = signOutRequest;
  if (!request || !signOutPending()) return undefined;
  // Given up on after the time limit of any call, and aborted then: an answer that came later still would end
  // whatever session the cookie holds by then.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  attempt = Promise.resolve()
    .then(() =>
      fetch(requestUrl(origin, request), {
        method: request.method.toUpperCase(),
        headers: requestHeaders(request, null),
        credentials: requestCredentials(request, { cookieSession: true, signOutPending: true }),
        signal: controller.signal,
      }),
    )
    .then(
      (response) => {
        if (serverHeardSignOut(response.status)) signOutSettled();
      },
      () => undefined,
    )
    .finally(() => {
      clearTimeout(timer);
      attempt = undefined;
    });
  return attempt;
}

/** Hears whenever the sign-out becomes owed or done, in this tab or another; returns the unsubscription. */
export function onSignOutPendingChange(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  // Back online: the sign-out goes at once, before the calls the app makes again then (they wait for it).
  window.addEventListener('online', () => {
    if (backendOrigin !== undefined) void sendOwedSignOut(backendOrigin);
  });
  // Another tab owed it, or got it done.
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.pendingSignOut) changed();
  });
}
