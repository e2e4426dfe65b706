import { z } from 'zod/mini';
import { searchTextParam } from '@/features/catalog/lib/listing-search';

// The URL contract only: the route tree (in every page's start-up code) imports this file, not the view's code.
/** 'listed' keeps the backend's order (the grid's order before it had a sort): the default. */
export const ADMIN_PRODUCT_SORTS = ['listed', 'newest', 'title', 'price', 'stock'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const STOCK_STATES = ['out', 'low', 'sale'] as const;
export type StockState = (typeof STOCK_STATES)[number];
/** "5 or fewer left": the dashboard's running-out list uses the same line. */
export const LOW_STOCK_LIMIT = 5;

/**
 * `/admin/products?q=baklava&category=baklava&stock=low&sort=price`: the grid's view; `edit=<id>` holds the edit
 * sheet open on that product, so a link to it works and Back closes it. Every field falls back instead of
 * failing, so a hand-edited link still shows the page.
 */
export const adminProductsSearchSchema = z.object({
  q: searchTextParam,
  category: z.catch(z.optional(z.string()), undefined),
  stock: z.catch(z.optional(z.enum(STOCK_STATES)), undefined),
  sort: z.catch(z.optional(z.enum(ADMIN_PRODUCT_SORTS)), undefined),
  edit: z.catch(z.optional(z.string()), undefined),
});
export type AdminProductsSearch = z.infer<typeof adminProductsSearchSchema>;
