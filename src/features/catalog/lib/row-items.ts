/** docs/behaviour.md#limits: each category row repeats its products to fill about 15 cards. */
const ROW_TARGET_CARDS = 15;
/** docs/behaviour.md#limits: the row's animation lasts 6 s per product in the category. */
const ROW_SECONDS_PER_PRODUCT = 6;
/**
 * A row shows every product of its category up to this many; a larger category shows this many and a "View all"
 * link to the rest, so a row's cards stay bounded (48 with its repeat) however large the catalog grows.
 */
export const ROW_MAX_PRODUCTS = 24;

/**
 * How a row repeats its products: about 15 cards, and always at least two copies, so moving the track by one
 * copy loops without a jump. `capped`: the category holds more products than the row shows.
 */
export function rowLayout<T>(items: readonly T[], target = ROW_TARGET_CARDS) {
  const shown = items.slice(0, ROW_MAX_PRODUCTS);
  const capped = items.length > shown.length;
  if (shown.length === 0) return { shown, copies: 0, capped };
  return { shown, copies: Math.max(2, Math.round(target / shown.length)), capped };
}

export function rowDurationSeconds(productCount: number) {
  return Math.max(1, productCount) * ROW_SECONDS_PER_PRODUCT;
}
