import { z } from 'zod/mini';
import { searchTextParam } from '@/features/catalog/lib/listing-search';
import type { KnownOrderStatus } from '@/features/orders/schemas';

// The URL contract only: the route tree (in every page's start-up code) imports this file, not the view's code.
/** Every status of the contract: the five the admin sets and 'confirmed', which the payment sets. */
export const ADMIN_ORDER_STATUSES = [
  'pending',
  'confirmed',
  'inProcess',
  'inShipping',
  'delivered',
  'rejected',
] as const satisfies readonly KnownOrderStatus[];
/** Newest first (no sort in the URL), oldest first, or by amount either way. */
export const ADMIN_ORDER_SORTS = ['date-asc', 'amount', 'amount-asc'] as const;

// A day as YYYY-MM-DD; any other text is ignored where the range is applied (orderWithinDates), which keeps
// this schema (part of every page's start-up code) small.
const day = z.catch(z.optional(z.string()), undefined);

/**
 * `/admin/orders?q=izmir&status=pending&from=2026-01-01&to=2026-03-31&sort=amount-asc`: the table's view.
 * Newest first when no sort is given. Every field falls back instead of failing, so a hand-edited link still
 * shows the page.
 */
export const adminOrdersSearchSchema = z.object({
  q: searchTextParam,
  status: z.catch(z.optional(z.enum(ADMIN_ORDER_STATUSES)), undefined),
  from: day,
  to: day,
  sort: z.catch(z.optional(z.enum(ADMIN_ORDER_SORTS)), undefined),
});
export type AdminOrdersSearch = z.infer<typeof adminOrdersSearchSchema>;
