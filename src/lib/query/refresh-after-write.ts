import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads again what a write changed, once the server has answered the write (or may have done it).
 *
 * Query's `invalidateQueries` alone is not enough. A read that left before the write landed can carry the old
 * state, and Query reuses a read already on its way instead of sending a new one when nothing is cached yet (a
 * first load). That old answer would then count as fresh for the stale time. It happened after a payment: the page
 * the provider returns to loads the cart while the capture empties it, and the header kept "3 items".
 *
 * So every matching read still on its way is dropped and sent again, whether a screen shows it or a loader waits
 * for it (whoever waited gets the new answer), and every query a screen shows is read again. The rest are marked
 * stale, read when next shown.
 */
export async function refreshAfterWrite(
  queryClient: QueryClient,
  queryKeys: readonly QueryKey[],
): Promise<void> {
  const cache = queryClient.getQueryCache();
  const readsOnTheirWay = new Set<Query>();
  for (const queryKey of queryKeys) {
    for (const query of cache.findAll({ queryKey, fetchStatus: 'fetching' })) {
      // Static data never changes by definition; its read is left to finish.
      if (!query.isStatic()) readsOnTheirWay.add(query);
    }
  }
  // Silent: whoever waits for a dropped read gets the one sent in its place instead of an error. Nothing may be
  // awaited between dropping and sending: a dropped read that finds no new one in its place fails its waiters.
  // Sent directly: refetchQueries leaves out a first read nobody shows yet (a loader's), as never fetched.
  const refreshes: Promise<unknown>[] = [];
  for (const query of readsOnTheirWay) {
    void query.cancel({ silent: true });
    refreshes.push(query.fetch().catch(() => undefined));
  }
  for (const queryKey of queryKeys) {
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    refreshes.push(
      queryClient.refetchQueries({
        queryKey,
        predicate: (query) => query.isActive() && !readsOnTheirWay.has(query),
      }),
    );
  }
  await Promise.all(refreshes);
}
