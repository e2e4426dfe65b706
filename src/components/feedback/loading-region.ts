/**
 * The attributes of a loading placeholder (skeleton): a status region, busy, named by `label`, so a screen reader
 * says what is loading. A `div` with `aria-label` and no role would break axe's rule aria-prohibited-attr.
 */
export function loadingRegion(label: string) {
  return { role: 'status', 'aria-busy': true, 'aria-label': label } as const;
}
