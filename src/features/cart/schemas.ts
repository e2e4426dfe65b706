import { z } from 'zod/mini';
import {
  dataEnvelope,
  idSchema,
  numberSchema,
  numberOrZeroSchema,
  optionalTextSchema,
} from '@/lib/schema-helpers';

export const cartItemSchema = z.object({
  productId: idSchema,
  title: optionalTextSchema,
  image: optionalTextSchema,
  price: numberSchema,
  salePrice: numberOrZeroSchema,
  quantity: numberSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  _id: z.optional(idSchema),
  userId: z.optional(idSchema),
  items: z.array(cartItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = dataEnvelope(cartSchema);

/** Add answers with the stored cart, whose lines may carry only productId and quantity. */
export const addToCartResponseSchema = dataEnvelope(
  z.object({
    _id: z.optional(idSchema),
    items: z.optional(z.array(z.object({ productId: idSchema, quantity: numberSchema }))),
  }),
);
