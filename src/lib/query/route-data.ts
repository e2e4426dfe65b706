/**
 * How long a navigation waits for its page's data at most. A slow backend (calls end only after 8 s) must not
 * hold a whole page, header and links included, behind a skeleton: after this the page shows with its lists
 * still loading, and they fill in when the data arrives.
 */
export const PAGE_DATA_WAIT_LIMIT_MS = 2_500;

/**
 * The one way a route loader loads its page's data. A failed load never fails the route: the page renders
 * and shows its empty state (docs/behaviour.md#failure-rules) while Query keeps the error for a later retry.
 * By default the navigation waits for the data, so the page paints complete, but never longer than
 * PAGE_DATA_WAIT_LIMIT_MS; with `{ wait: false }` the requests start but the page shows at once (a new filter
 * or search keeps its cards until the answer).
 */
export function loadPageData(loads: readonly Promise<unknown>[], { wait = true } = {}): Promise<void> {
  const settled = Promise.allSettled(loads).then(() => undefined);
  if (!wait) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const limit = setTimeout(resolve, PAGE_DATA_WAIT_LIMIT_MS);
    void settled.then(() => {
      clearTimeout(limit);
      resolve();
    });
  });
}
