import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './refresh-after-write';

/**
 * A backend whose reads are answered by hand: each read gets the state as it is when it is answered, in the
 * order `answerNext` is called. `before` and `after` are the states either side of a write.
 */
function handAnsweredBackend() {
  const waiting: ((value: string) => void)[] = [];
  let reads = 0;
  return {
    read: () =>
      new Promise<string>((resolve) => {
        reads += 1;
        waiting.push(resolve);
      }),
    answerNext: (value: string) => waiting.shift()?.(value),
    reads: () => reads,
    waiting: () => waiting.length,
  };
}

const KEY = ['cart', 'u1'] as const;

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
  const backend = handAnsweredBackend();
  return { queryClient, backend, options: { queryKey: KEY, queryFn: backend.read } };
}

async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('refreshAfterWrite', () => {
  it('sends a first read again when it left before the write, and the screen ends with the new state', async () => {
    const { queryClient, backend, options } = setUp();
    const screen = new QueryObserver(queryClient, options);
    const unsubscribe = screen.subscribe(() => {});
    expect(backend.reads()).toBe(1);

    // The write lands; the first read was answered with the state before it, but its answer is still coming.
    const refreshed = refreshAfterWrite(queryClient, [['cart']]);
    expect(backend.reads()).toBe(2);
    backend.answerNext('3 items');
    backend.answerNext('0 items');
    await refreshed;
    await settled();

    expect(screen.getCurrentResult().data).toBe('0 items');
    expect(queryClient.getQueryState(KEY)?.fetchStatus).toBe('idle');
    unsubscribe();
  });

  it('where invalidateQueries alone keeps the old answer as fresh', async () => {
    const { queryClient, backend, options } = setUp();
    const screen = new QueryObserver(queryClient, options);
    const unsubscribe = screen.subscribe(() => {});

    const invalidated = queryClient.invalidateQueries({ queryKey: ['cart'] });
    backend.answerNext('3 items');
    await invalidated;
    await settled();

    expect(backend.reads()).toBe(1);
    expect(screen.getCurrentResult().data).toBe('3 items');
    expect(screen.getCurrentResult().isStale).toBe(false);
    unsubscribe();
  });

  it('a loader waiting for a read on its way gets the new answer, not an error', async () => {
    const { queryClient, backend, options } = setUp();
    // No screen shows it yet: a route loader waits for it.
    const loaded = queryClient.fetchQuery(options);

    const refreshed = refreshAfterWrite(queryClient, [['cart']]);
    expect(backend.reads()).toBe(2);
    backend.answerNext('3 items');
    backend.answerNext('0 items');
    await refreshed;

    await expect(loaded).resolves.toBe('0 items');
    expect(queryClient.getQueryData(KEY)).toBe('0 items');
  });

  it('reads again what a screen shows, and only marks stale what none shows', async () => {
    const { queryClient, backend } = setUp();
    const shown = { queryKey: ['orders', 'list'], queryFn: backend.read };
    const notShown = { queryKey: ['orders', 'detail'], queryFn: backend.read };
    queryClient.setQueryData(shown.queryKey, 'old list');
    queryClient.setQueryData(notShown.queryKey, 'old detail');
    const screen = new QueryObserver(queryClient, shown);
    const unsubscribe = screen.subscribe(() => {});
    expect(backend.reads()).toBe(0);

    const refreshed = refreshAfterWrite(queryClient, [['orders']]);
    expect(backend.reads()).toBe(1);
    backend.answerNext('new list');
    await refreshed;

    expect(screen.getCurrentResult().data).toBe('new list');
    expect(queryClient.getQueryState(notShown.queryKey)?.isInvalidated).toBe(true);
    expect(backend.waiting()).toBe(0);
    unsubscribe();
  });
});
