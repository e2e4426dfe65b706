// Without zod, so main.tsx can build the landing page's product request before any schema code loads.
export const SORT_OPTIONS = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'price-lowtohigh';
