import { serverText, translate } from '@/lib/i18n/i18n';

/** The English text of the message for a failure that brings none of its own (common.error.unexpected). */
export const DEFAULT_ERROR_MESSAGE = 'An unexpected error occurred';

/**
 * The message for a failure that brings none of its own, in the current language: read it when it is shown.
 * `messageId` names a call's own fallback (e.g. 'auth.login.failed'); without one it is the shop's general one.
 */
export function defaultErrorMessage(messageId = 'common.error.unexpected') {
  return translate(messageId);
}

/**
 * Why a call failed: no answer at all, no answer in time, an error status (or `{ success: false }`), an answer
 * whose body is not what the contract promises, a call for someone whose session has ended (never sent), or a
 * route the backend does not have (a 404 or 405 that is not the contract's JSON).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'schema' | 'session' | 'not-offered';

/** Every failed backend call surfaces as an ApiError: the server's message (or the call's default) and the status. */
export class ApiError extends Error {
  readonly status: number;
  readonly endpoint: string;
  readonly kind: ApiErrorKind;

  constructor(
    message: string,
    options: { status: number; endpoint: string; cause?: unknown; kind?: ApiErrorKind },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = options.status;
    this.endpoint = options.endpoint;
    this.kind = options.kind ?? (options.status === 0 ? 'network' : 'http');
  }

  /** 0 means the request never got an answer (offline, DNS, CORS) or never left (kind 'session'). */
  get isNetworkError() {
    return this.status === 0;
  }

  get isServerError() {
    return this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The message to show a person for any thrown value; `fallback` (already in the current language) when it has
 * none. A failed call's message is the server's text in the shopper's language where the shop knows it
 * (serverText), else as it came.
 */
export function errorMessage(error: unknown, fallback = defaultErrorMessage()) {
  // A body that breaks the contract names the endpoint and the field: words for a developer, not a shopper.
  if (isApiError(error) && error.kind === 'schema') return fallback;
  if (isApiError(error)) return error.message ? serverText(error.message) : fallback;
  if (error instanceof Error) return error.message || fallback;
  return fallback;
}
