/**
 * The one way a route loader loads its page's data. A failed load never fails the route: the page renders
 * and shows its empty state (docs/behaviour.md#failure-rules) while Query keeps the error for a later retry.
 * By default the navigation waits for the data, so the page paints complete; with `{ wait: false }` the
 * requests start but the page shows at once (a new filter or search keeps its cards until the answer).
 */
export function loadPageData(loads: readonly Promise<unknown>[], { wait = true } = {}): Promise<void> {
  const settled = Promise.allSettled(loads).then(() => undefined);
  return wait ? settled : Promise.resolve();
}
