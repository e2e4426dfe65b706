import { z } from 'zod/mini';
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
export const ADMIN_ORDER_SORTS = ['date', 'amount'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

const day = z.catch(z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined);
const text = z.catch(z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))), undefined);

/**
 * `/admin/orders?q=izmir&status=pending&from=2026-01-01&to=2026-03-31&sort=amount&dir=asc`: the table's view.
 * Newest first when no sort is given. Every field falls back instead of failing, so a hand-edited link still
 * shows the page.
 */
export const adminOrdersSearchSchema = z.object({
  q: text,
  status: z.catch(z.optional(z.enum(ADMIN_ORDER_STATUSES)), undefined),
  from: day,
  to: day,
  sort: z.catch(z.optional(z.enum(ADMIN_ORDER_SORTS)), undefined),
  dir: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
});
export type AdminOrdersSearch = z.infer<typeof adminOrdersSearchSchema>;
