import ky, { TimeoutError } from 'ky';
import type { $ZodError, $ZodType, output } from 'zod/v4/core';
import { tokenToSend, useAuthStore } from '@/stores/auth-store';
import { ApiError, defaultErrorMessage } from './api-error';
import { takeEarlyResponse } from './early-requests';
import { env } from './env';
import { failedField, parseAnswer } from './record-list';
import { redactPath } from './redact';

export { ApiError, DEFAULT_ERROR_MESSAGE } from './api-error';

/** Same origin in mock mode (the service worker answers), the configured backend otherwise. */
export function apiOrigin() {
  return env.apiUrl ?? globalThis.location.origin;
}

/**
 * A call with no answer after this long ends with an error, so no spinner waits forever on a hung server.
 * Uploads get longer (a 5 MB image on a phone line).
 */
const REQUEST_TIMEOUT_MS = 8_000;
export const UPLOAD_TIMEOUT_MS = 60_000;

// One client for every call. Retries belong to TanStack Query (which skips 4xx), so ky never retries.
export const http = ky.create({
  credentials: 'include',
  retry: 0,
  timeout: REQUEST_TIMEOUT_MS,
  throwHttpErrors: false,
  // The guest landing's first requests may already be under way (main.tsx, early-requests.ts).
  fetch: (input, init) =>
    (input instanceof Request ? takeEarlyResponse(input) : undefined) ?? fetch(input, init),
  hooks: {
    beforeRequest: [
      ({ request }) => {
        // Never a token whose session ended in another tab or whose JWT expired (tokenToSend ends it here).
        const token = tokenToSend();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

type HttpMethod = 'get' | 'post' | 'put' | 'delete';

interface ApiRequestOptions<Schema extends $ZodType> {
  schema: Schema;
  method?: HttpMethod;
  json?: unknown;
  body?: FormData;
  searchParams?: URLSearchParams | Record<string, string>;
  headers?: Record<string, string>;
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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeIssue(error: $ZodError) {
  const field = failedField(error).replace('(record)', '(body)');
  return `field "${field}": ${error.issues[0]?.message ?? 'invalid data'}`;
}

/**
 * Sends one request to the backend and parses the answer with `schema`.
 * Every failure (network, HTTP status, `{ success: false }`, a body that does not match) throws an ApiError.
 */
export async function apiRequest<Schema extends $ZodType>(
  path: string,
  options: ApiRequestOptions<Schema>,
): Promise<output<Schema>> {
  const method = options.method ?? 'get';
  // The endpoint as errors and the console name it: never with a reset token or an email address in it.
  const endpoint = `${method.toUpperCase()} ${redactPath(path)}`;

  // The session this call belongs to: the bearer header is set from the same store as the call leaves.
  const sentToken = tokenToSend();
  let response: Response;
  try {
    response = await http(path, {
      prefix: apiOrigin(),
      method,
      json: options.json,
      body: options.body,
      searchParams: options.searchParams,
      headers: options.headers,
      timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    });
  } catch (cause) {
    const kind = cause instanceof TimeoutError ? 'timeout' : 'network';
    // The default is read as the call fails, in the language of that moment: the failure is shown now.
    throw new ApiError(defaultErrorMessage(options.defaultMessageId), { status: 0, endpoint, cause, kind });
  }

  const body = await readJson(response);
  const failed = !response.ok || (body as { success?: unknown } | undefined)?.success === false;
  if (failed) {
    // A 401 ends the session that sent the call. A late answer to a call of a session that has already
    // ended (logout while it was pending, then someone else signed in) must not end the new one.
    const sameSession = sentToken !== null && useAuthStore.getState().token === sentToken;
    if (response.status === 401 && !options.unauthorizedIsExpectedAnswer && sameSession) {
      useAuthStore.getState().expireSession();
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
