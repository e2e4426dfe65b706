/**
 * The listing's sort options and their labels (docs/behaviour.md#catalogue). A module of its own, without zod:
 * route definitions (the listing's URL contract) load it at start-up.
 */
export const SORT_OPTIONS = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'price-lowtohigh';
export const SORT_LABELS: Record<SortOption, string> = {
  'price-lowtohigh': 'Price: Low to High',
  'price-hightolow': 'Price: High to Low',
  'title-atoz': 'Title: A to Z',
  'title-ztoa': 'Title: Z to A',
};
