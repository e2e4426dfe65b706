import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { server } from '@mocks/node';
import { apiRequest } from '@/lib/backend/api-client';
import { catchUpOnReconnect, createQueryClient } from './query-client';

const PATH = '/api/test/retry-policy';
const schema = z.object({ success: z.boolean(), data: z.array(z.string()) });

/** The backend answers every call to PATH with `answer`, and counts them. */
function backendAnswering(answer: () => Response | Promise<Response>) {
  let calls = 0;
  server.use(
    http.all(`*${PATH}`, () => {
      calls += 1;
      return answer();
    }),
  );
  return { calls: () => calls };
}

/** Loads PATH through the app's own query client, as a screen would, and waits until the load has given up. */
async function load({ timeoutMs }: { timeoutMs?: number } = {}) {
  const queryClient = createQueryClient();
  await expect(
    queryClient.fetchQuery({
      queryKey: ['retry-policy', timeoutMs],
      queryFn: () => apiRequest({ method: 'get', path: PATH }, { schema, timeoutMs }),
    }),
  ).rejects.toThrow();
}

// docs/architecture.md "When things go wrong" and docs/behaviour.md#failure-rules: loads retry once after a network
// error or a 5xx, never after a 4xx, a timeout or a broken body; changes never retry.
describe('the retry policy, counted in requests', () => {
  it('retries a load once after a network error', async () => {
    const backend = backendAnswering(() => HttpResponse.error());
    await load();
    expect(backend.calls()).toBe(2);
  });

  it('retries a load once after a 5xx', async () => {
    const backend = backendAnswering(() =>
      HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }),
    );
    await load();
    expect(backend.calls()).toBe(2);
  });

  it.each([400, 401, 404])('never retries a load after a %i', async (status) => {
    const backend = backendAnswering(() => HttpResponse.json({ success: false, message: 'No' }, { status }));
    await load();
    expect(backend.calls()).toBe(1);
  });

  it('never retries a load after a timeout', async () => {
    const backend = backendAnswering(async () => {
      await delay(400);
      return HttpResponse.json({ success: true, data: [] });
    });
    await load({ timeoutMs: 50 });
    expect(backend.calls()).toBe(1);
  });

  it.each([
    ['a body that is not JSON', () => new HttpResponse('{"success": true, "data": [', { status: 200 })],
    ['a body that breaks the contract', () => HttpResponse.json({ success: true, data: 'not a list' })],
  ])('never retries a load after %s', async (_name, answer) => {
    // The client logs the endpoint and field of a broken body; not this test's business.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const backend = backendAnswering(answer);
    await load();
    expect(backend.calls()).toBe(1);
  });

  it('never retries a change, even after a network error or a 5xx', async () => {
    for (const answer of [
      () => HttpResponse.error(),
      () => HttpResponse.json({ success: false }, { status: 500 }),
    ]) {
      const backend = backendAnswering(answer);
      const change = new MutationObserver(createQueryClient(), {
        mutationFn: () => apiRequest({ method: 'post', path: PATH }, { json: {}, schema }),
      });
      await expect(change.mutate()).rejects.toThrow();
      expect(backend.calls()).toBe(1);
    }
  });
});

describe('offline and back', () => {
  it('asks even when the browser says it is offline, so the failure shows instead of a pause with no end', async () => {
    const backend = backendAnswering(() => HttpResponse.error());
    onlineManager.setOnline(false);
    try {
      await load();
      expect(backend.calls()).toBe(2);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('reads every query on screen again once the browser is back online, and once more a moment later', async () => {
    const backend = backendAnswering(() => HttpResponse.json({ success: true, data: ['lokum'] }));
    const queryClient = createQueryClient();
    const stop = catchUpOnReconnect(queryClient);
    try {
      const observer = new QueryObserver(queryClient, {
        queryKey: ['catch-up'],
        queryFn: () => apiRequest({ method: 'get', path: PATH }, { schema }),
      });
      const unsubscribe = observer.subscribe(() => undefined);
      await vi.waitFor(() => expect(backend.calls()).toBe(1));
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(backend.calls()).toBe(2));
      // Once more a moment later: a network that has just come back often drops the first calls.
      await vi.waitFor(() => expect(backend.calls()).toBe(3), { timeout: 5000 });
      unsubscribe();
    } finally {
      stop();
    }
  });
});
