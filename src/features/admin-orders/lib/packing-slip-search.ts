import { z } from 'zod/mini';

// The URL contract only: the route tree (in every page's start-up code) imports this file.
/**
 * `/admin/orders/slips?ids=<id>,<id>&prices=true`: the packing slips of one order or several, without prices
 * unless asked. A broken value falls back instead of failing.
 */
export const packingSlipsSearchSchema = z.object({
  ids: z.catch(z.optional(z.string()), undefined),
  prices: z.catch(z.optional(z.boolean()), undefined),
});

/** The order ids of `?ids=a,b,c`, each once, in the order given. */
export const slipIds = (ids: string | undefined) => [
  ...new Set(
    (ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];
