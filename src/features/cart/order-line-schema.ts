import { z } from 'zod/mini';
import {
  optionalIdSchema,
  optionalNumberSchema,
  optionalTextSchema,
  textOr,
} from '@/lib/backend/schema-helpers';
import { UNTITLED_PRODUCT } from '@/features/catalog/schemas';

/**
 * A line of a stored order: a cart line as it was ordered (the order keeps its lines as `cartItems`). Declared in
 * the cart, in a file of its own, so that Buy again (the cart's) reads an order's lines without importing the
 * orders feature (orders import the cart, never the other way round), and so that only the code that reads
 * orders carries it. Backends store the price as text ("19.9") or a number; a line without a price or quantity
 * shows a dash there.
 */
export const orderItemSchema = z.object({
  productId: optionalIdSchema,
  title: textOr(UNTITLED_PRODUCT),
  image: optionalTextSchema,
  price: optionalNumberSchema,
  quantity: optionalNumberSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;
