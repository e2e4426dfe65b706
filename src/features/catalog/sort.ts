/**
 * The listing's sort options and the message ids of their labels (docs/behaviour.md#catalog). A module of its
 * own, without zod: route definitions (the listing's URL contract) load it at start-up.
 */
export const SORT_OPTIONS = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'price-lowtohigh';
/** A sort option from any value (a URL's, a stored one); undefined for anything that names none. */
export function sortOptionOf(value: unknown): SortOption | undefined {
  return SORT_OPTIONS.find((option) => option === value);
}
/** Translated when shown (`t(SORT_LABEL_IDS[option])`), so the menu follows the language switch. */
export const SORT_LABEL_IDS: Record<SortOption, string> = {
  'price-lowtohigh': 'catalog.sort.priceLowToHigh',
  'price-hightolow': 'catalog.sort.priceHighToLow',
  'title-atoz': 'catalog.sort.titleAToZ',
  'title-ztoa': 'catalog.sort.titleZToA',
};
