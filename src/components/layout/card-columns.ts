/**
 * How many card columns a grid of cards has, for the plain grid (Mantine's breakpoints) and the virtual one (a
 * width in pixels) alike. Its own small module: the card grid, its lazily loaded virtual grid and the pages'
 * placeholders all read it, and none of them imports another for it.
 */
export interface CardColumns {
  /** The plain grid's and its placeholders' columns by Mantine breakpoint (SimpleGrid's `cols`). */
  cols: { base: number; xs: number; md: number; lg?: number; xl?: number };
  /** The same columns at a width in pixels, for the virtual grid. */
  at: (width: number) => number;
  /** Whose width `at` is given: the window's (a page as wide as the window) or the grid's own. */
  measure: 'window' | 'grid';
}

/** A page as wide as the window (the shop's listing and search): Mantine's xs, md and xl breakpoints. */
export const FULL_WIDTH_COLUMNS: CardColumns = {
  cols: { base: 1, xs: 2, md: 3, xl: 4 },
  at: (width) => (width >= 1408 ? 4 : width >= 992 ? 3 : width >= 576 ? 2 : 1),
  measure: 'window',
};

/** A page beside a navigation bar (the admin's products): the virtual grid goes by its own width. */
export const BESIDE_NAVBAR_COLUMNS: CardColumns = {
  cols: { base: 1, xs: 2, md: 3, lg: 4 },
  at: (width) => (width >= 1100 ? 4 : width >= 780 ? 3 : width >= 460 ? 2 : 1),
  measure: 'grid',
};
