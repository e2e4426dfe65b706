import { apiOrigin } from '@/lib/backend/env';
import { requestHeaders, requestUrl, type BackendRequest } from '@/lib/backend/backend-request';
import { useAuthStore } from '@/stores/auth-store';

/**
 * Sends `request` as another client would (a script, an old app) with the signed-in session's token and no check
 * of whose data it is for, which the shop's own client refuses (lib/backend/api-client.ts): what the mock backend answers
 * such a client, e.g. its 403 for another person's cart.
 */
export async function sendAsAnotherClient(request: BackendRequest, json?: unknown) {
  const response = await fetch(requestUrl(apiOrigin(), request), {
    method: request.method.toUpperCase(),
    headers: {
      ...requestHeaders(request, useAuthStore.getState().token),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return { status: response.status, message: typeof body.message === 'string' ? body.message : undefined };
}

/** What the shop's client does with a call for someone other than the signed-in person: refuses to send it. */
export const REFUSED_FOR_ANOTHER_USER = { kind: 'session', status: 0 } as const;
