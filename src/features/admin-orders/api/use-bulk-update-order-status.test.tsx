import { MutationCache, QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '@/testing/render';
import type { BulkProgress } from './use-bulk-update-order-status';

/** Each run's updates end only when the test says so: `end(count)` reports that many ended, `finish` ends it. */
const runs: { ids: readonly string[]; end: (count: number) => void; finish: () => void }[] = [];

vi.mock('./bulk-update-order-status', () => ({
  bulkUpdateOrderStatus: (ids: readonly string[], orderStatus: string, onSettled: (ended: number) => void) =>
    new Promise((resolve) => {
      runs.push({
        ids,
        end: onSettled,
        finish: () =>
          resolve({ orderStatus, updated: [...ids], failed: [], notSent: [], sessionEnded: true }),
      });
    }),
}));

const { useBulkUpdateOrderStatus } = await import('./use-bulk-update-order-status');

describe('the bulk status change’s progress', () => {
  it('counts from 0 of the run’s own size from its first pending render, a second run too', async () => {
    // A run is pending before its function starts (Query runs the cache's onMutate in between): held open here
    // until the test lets it go, so the first pending render comes before any count.
    let letRunsStart = () => {};
    const queryClient = new QueryClient({
      mutationCache: new MutationCache({
        onMutate: () => new Promise<void>((resolve) => (letRunsStart = resolve)),
      }),
    });
    // What every render while a run is pending would say, each change once.
    const said: BulkProgress[] = [];
    const { result } = renderHookWithProviders(
      () => {
        const bulk = useBulkUpdateOrderStatus();
        const last = said.at(-1);
        const { ended, total } = bulk.progress;
        if (bulk.isPending && (last?.ended !== ended || last.total !== total)) said.push({ ended, total });
        return bulk;
      },
      { initialProps: undefined, queryClient },
    );

    act(() => result.current.mutate({ ids: ['a', 'b', 'c'], orderStatus: 'inProcess' }));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => letRunsStart());
    await waitFor(() => expect(runs).toHaveLength(1));
    act(() => runs[0]?.end(2));
    await act(async () => runs[0]?.finish());
    await waitFor(() => expect(result.current.isPending).toBe(false));

    act(() => result.current.mutate({ ids: ['d', 'e'], orderStatus: 'delivered' }));
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => letRunsStart());
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(said).toEqual([
      { ended: 0, total: 3 },
      { ended: 2, total: 3 },
      { ended: 0, total: 2 },
    ]);
  });
});
