import { z } from 'zod';
import {
  dataEnvelope,
  idSchema,
  numberSchema,
  optionalNumberSchema,
  optionalTextSchema,
} from '@/lib/schema-helpers';

export const cartItemSchema = z.object({
  productId: idSchema,
  title: optionalTextSchema,
  image: optionalTextSchema,
  price: numberSchema,
  salePrice: optionalNumberSchema.transform((value) => value ?? 0),
  quantity: numberSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  _id: idSchema.optional(),
  userId: idSchema.optional(),
  items: z.array(cartItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = dataEnvelope(cartSchema);

/** Add answers with the stored cart, whose lines may carry only productId and quantity. */
export const addToCartResponseSchema = dataEnvelope(
  z.object({
    _id: idSchema.optional(),
    items: z.array(z.object({ productId: idSchema, quantity: numberSchema })).optional(),
  }),
);
