/**
 * Route loaders await their data so a navigation paints complete, but a failed load must not fail the route:
 * the page renders and shows an empty list (spec section 8) while Query keeps the error for a later retry.
 */
export async function warmCache(...loads: Promise<unknown>[]): Promise<void> {
  await Promise.allSettled(loads);
}
