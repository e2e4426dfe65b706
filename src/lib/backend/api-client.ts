import type { KyInstance } from 'ky';
import type { $ZodError, $ZodType, output } from 'zod/v4/core';
import { ApiError, defaultErrorMessage } from './api-error';
import { noteServiceMissing } from './backend-traits';
import {
  REQUEST_TIMEOUT_MS,
  requestCredentials,
  requestHeaders,
  requestUrl,
  type BackendRequest,
} from './backend-request';
import { takeEarlyResponse } from '@/boot/early-requests';
import { translate } from '../i18n/i18n';
import { apiOrigin } from './env';
import { failedField, parseAnswer } from './record-list';
import { redactPath } from './redact';
import { sendOwedSignOut, signOutPending } from '../session/pending-sign-out';
import { isCookieSession } from '../session/session-rules';
import { endRefusedSession, sessionToSend, signedInUserId } from '../session/session-watch';

/** Uploads get longer than any other call (REQUEST_TIMEOUT_MS): a 5 MB image on a phone line. */
export const UPLOAD_TIMEOUT_MS = 60_000;

// One client for every call. Retries belong to TanStack Query (which skips 4xx), so ky never retries. The
// request itself (address, headers, the session's token, whether the backend's cookies go) is built from the
// call's description (lib/backend/backend-request.ts), as the start-up code builds the requests it sends early
// (main.tsx): the first ones of a page may already be under way, and their answers are taken instead of asking
// again (early-requests.ts).
// A first page's data all come from those early requests, so ky is not part of any first page's code: it loads
// with the first call that needs it, or once the first page has loaded (preloadHttpClient), whichever is first.
let kyClient: Promise<KyInstance> | undefined;

function httpClient(): Promise<KyInstance> {
  kyClient ??= import('ky').then(
    ({ default: ky }) =>
      ky.create({
        retry: 0,
        timeout: REQUEST_TIMEOUT_MS,
        throwHttpErrors: false,
      }),
    (cause: unknown) => {
      // A failed download (offline before the worker had it) is tried again by the next call.
      kyClient = undefined;
      throw cause;
    },
  );
  return kyClient;
}

/** Loads the HTTP client before a call needs it (src/app/app.tsx: once the first page has loaded). */
export function preloadHttpClient() {
  httpClient().catch(() => undefined);
}

/** The answer of a request start-up sent early, given up on after `timeoutMs` as ky gives up on its own calls. */
function earlyAnswer(early: Promise<Response>, timeoutMs: number): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RequestTimedOut()), timeoutMs);
  });
  return Promise.race([early, timedOut]).finally(() => clearTimeout(timer));
}

class RequestTimedOut extends Error {
  override name = 'TimeoutError';
}

interface ApiRequestOptions<Schema extends $ZodType> {
  schema: Schema;
  json?: unknown;
  body?: FormData;
  /**
   * The id of the message for this call when the server sends none, e.g. 'auth.login.failed' ('Login failed').
   * It is translated as the call fails, in the language of that moment: a call sent at start-up may leave
   * before the messages have loaded.
   */
  defaultMessageId?: string;
  /** A 401 here is an answer (wrong password), not an expired session. */
  unauthorizedIsExpectedAnswer?: boolean;
  /** Overrides REQUEST_TIMEOUT_MS, e.g. for uploads. */
  timeoutMs?: number;
}

function readMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** The body as JSON; undefined when it is none (empty, an HTML error page). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // An empty body is not JSON either.
  }
  return undefined;
}

function describeIssue(error: $ZodError) {
  const field = failedField(error).replace('(record)', '(body)');
  return `field "${field}": ${error.issues[0]?.message ?? 'invalid data'}`;
}

/** A call as errors and the console name it: never with a reset token or an email address in it. */
export function endpointOf(request: BackendRequest) {
  return `${request.method.toUpperCase()} ${redactPath(request.path)}`;
}

/**
 * Sends one request to the backend, as its description says (lib/backend/backend-request.ts), and parses the answer with
 * `schema`. Every failure (network, HTTP status, `{ success: false }`, a body that does not match, a call its
 * session may no longer send) throws an ApiError.
 */
export async function apiRequest<Schema extends $ZodType>(
  request: BackendRequest,
  options: ApiRequestOptions<Schema>,
): Promise<output<Schema>> {
  const endpoint = endpointOf(request);
  const origin = apiOrigin();

  // A sign-out this browser still owes the backend goes before any other call (lib/session/pending-sign-out.ts);
  // a sign-in included, which would otherwise be ended by it.
  const owedSignOut = sendOwedSignOut(origin);
  if (owedSignOut) await owedSignOut;

  // The session this call belongs to, read once as the call leaves (sessionToSend: never an ended, replaced or
  // expired one; a cookie session sends no token, its cookie goes with the credentials), and a call for one person's data never goes with another person's session (a
  // Buy again run of someone who has signed out, say). Without a session it goes as it is: the server refuses it.
  const session = sessionToSend();
  if (session !== null && request.forUser !== undefined && signedInUserId() !== request.forUser) {
    throw new ApiError(defaultErrorMessage(options.defaultMessageId), {
      status: 0,
      endpoint,
      kind: 'session',
    });
  }
  const url = requestUrl(origin, request);
  const headers = requestHeaders(request, session?.token ?? null);
  const credentials = requestCredentials(request, {
    cookieSession: isCookieSession(session),
    signOutPending: signOutPending(),
  });
  const timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const early = takeEarlyResponse(request.method, url, headers);
  let response: Response;
  try {
    response = early
      ? await earlyAnswer(early, timeout)
      : await (
          await httpClient()
        )(url, {
          method: request.method,
          credentials,
          json: options.json,
          body: options.body,
          headers,
          timeout,
        });
  } catch (cause) {
    // ky's TimeoutError, or an early answer's (both by that name): the class itself is in ky's lazily loaded chunk.
    const kind = cause instanceof Error && cause.name === 'TimeoutError' ? 'timeout' : 'network';
    // The default is read as the call fails, in the language of that moment: the failure is shown now.
    throw new ApiError(defaultErrorMessage(options.defaultMessageId), { status: 0, endpoint, cause, kind });
  }

  const body = await readJson(response);
  const failed = !response.ok || (body as { success?: unknown } | undefined)?.success === false;
  if (failed) {
    if (response.status === 401 && !options.unauthorizedIsExpectedAnswer && session !== null) {
      endRefusedSession(session.id);
    }
    // A route the backend does not have: its framework's own 404 or 405 page, not the contract's JSON. It is
    // remembered for this backend, and the screen says the service is not offered instead of a failure.
    if ((response.status === 404 || response.status === 405) && body === undefined) {
      if (request.service) noteServiceMissing(request.service);
      throw new ApiError(translate(`auth.notOffered.${request.service ?? 'any'}`), {
        status: response.status,
        endpoint,
        kind: 'not-offered',
      });
    }
    throw new ApiError(readMessage(body) ?? defaultErrorMessage(options.defaultMessageId), {
      status: response.status,
      endpoint,
    });
  }

  const parsed = parseAnswer(endpoint, options.schema, body);
  if (!parsed.success) {
    // The person sees the call's plain message; the details are for whoever reads the console.
    console.error(`Unexpected response from ${endpoint}: ${describeIssue(parsed.error)}`);
    throw new ApiError(`Unexpected response from ${endpoint}: ${describeIssue(parsed.error)}`, {
      status: response.status,
      endpoint,
      cause: parsed.error,
      kind: 'schema',
    });
  }
  return parsed.data;
}
