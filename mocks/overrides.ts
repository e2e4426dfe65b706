import { delay, http, HttpResponse, type HttpHandler } from 'msw';

/**
 * Runtime overrides of the mock backend, for fault-injection and hostile-data tests (and for trying the
 * app's error states by hand). Each override answers matching requests before the normal handlers:
 *
 * - `http-500`: HTTP 500 with `{ success: false, message }`
 * - `network`: a network error (the request never gets an answer)
 * - `malformed-json`: HTTP 200 with a body that is not JSON
 * - `bad-schema`: HTTP 200 `{ success: true }` whose fields have the wrong types
 * - `delay`: waits `delayMs` (default 10 s), then lets the normal handler answer
 * - `reply`: answers `status` (default 200) with the JSON `body` as given (e.g. hostile product data)
 *
 * Which one answers: the overrides of the latest `override(...)` call come first, and within one call the first
 * given wins; a call that matches no override goes to the normal handlers. So a test that sets a reply and later
 * another for the same call gets the later one.
 *
 * Overrides live in sessionStorage["mock-overrides"], so they survive a reload of the tab; Playwright sets them
 * with `window.__mockBackend.override(...)` or with an init script before the first load. Every request the mock
 * receives is logged with the override that answered it (`window.__mockBackend.requests()`, see browser.ts).
 */
export type MockFault = 'http-500' | 'network' | 'malformed-json' | 'bad-schema' | 'delay' | 'reply';

export interface MockOverride {
  /** HTTP method, or '*' for any. */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | '*';
  /** An MSW path pattern, e.g. '*\/api/shop/products/get' or '*\/api/shop/cart/*'. */
  path: string;
  fault: MockFault;
  message?: string;
  delayMs?: number;
  status?: number;
  body?: unknown;
  /** How the request log names this override; by default `<fault> <method> <path>`. */
  label?: string;
  /** Answers only the first matching call (in this page load); later ones go to the normal handlers. */
  once?: boolean;
}

/** How the request log names an override. */
export function overrideLabel(override: MockOverride) {
  return override.label ?? `${override.fault} ${override.method} ${override.path}`;
}

const OVERRIDES_STORAGE_KEY = 'mock-overrides';
export const INJECTED_FAILURE_MESSAGE = 'Injected failure: the database is unavailable';

/** The `malformed-json` fault's body: JSON cut off in the middle. */
export const MALFORMED_JSON_BODY = '{"success": true, "data": [{"_id": ';

/** A body that fails every response schema of docs/behaviour.md#backend-calls: each field the client reads has the wrong type. */
export const BAD_SCHEMA_BODY = {
  success: true,
  // Even a call that reads only `success` and `message` (register, a delete) gets a body it cannot read.
  message: { wrong: true },
  data: 'not-what-you-expected',
  user: 42,
  token: 7,
  result: 'no-url',
  approvalURL: 13,
  orderId: { wrong: true },
};

/** Told which override took a request (by MSW's request id), for the request log. */
export type OverrideListener = (requestId: string, override: MockOverride) => void;

function respond(
  override: MockOverride,
  onAnswer?: OverrideListener,
): (info: { requestId: string }) => Promise<Response | undefined> {
  return async ({ requestId }) => {
    onAnswer?.(requestId, override);
    switch (override.fault) {
      case 'http-500':
        return HttpResponse.json(
          { success: false, message: override.message ?? INJECTED_FAILURE_MESSAGE },
          { status: 500 },
        );
      case 'network':
        return HttpResponse.error();
      case 'malformed-json':
        return new HttpResponse(MALFORMED_JSON_BODY, {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'bad-schema':
        return HttpResponse.json(BAD_SCHEMA_BODY, { status: 200 });
      case 'delay':
        await delay(override.delayMs ?? 10_000);
        // No response: the normal handler answers after the wait.
        return undefined;
      case 'reply':
        return HttpResponse.json(override.body as Record<string, unknown>, {
          status: override.status ?? 200,
        });
    }
  };
}

export function toHandler(override: MockOverride, onAnswer?: OverrideListener): HttpHandler {
  const resolver = respond(override, onAnswer);
  const options = { once: override.once ?? false };
  switch (override.method) {
    case 'GET':
      return http.get(override.path, resolver, options);
    case 'POST':
      return http.post(override.path, resolver, options);
    case 'PUT':
      return http.put(override.path, resolver, options);
    case 'DELETE':
      return http.delete(override.path, resolver, options);
    case '*':
      return http.all(override.path, resolver, options);
  }
}

export function readStoredOverrides(): MockOverride[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(OVERRIDES_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as MockOverride[]) : [];
  } catch {
    return [];
  }
}

export function storeOverrides(overrides: MockOverride[]) {
  if (overrides.length) window.sessionStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  else window.sessionStorage.removeItem(OVERRIDES_STORAGE_KEY);
}
