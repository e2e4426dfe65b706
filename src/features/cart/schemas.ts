import { z } from 'zod/mini';
import { recordList } from '@/lib/backend/record-list';
import {
  dataEnvelope,
  idSchema,
  numberOr,
  numberOrZeroSchema,
  optionalIdSchema,
  optionalTextSchema,
  textOr,
} from '@/lib/backend/schema-helpers';
import { UNTITLED_PRODUCT } from '@/features/catalog/schemas';

/**
 * A cart line as the cart call answers it (the product joined in). `productId` is the line's identity; a
 * line without one cannot be changed or deleted, so it is left out. Unset numbers read as 0 (quantity 1).
 */
const cartItemSchema = z.object({
  productId: idSchema,
  title: textOr(UNTITLED_PRODUCT),
  image: optionalTextSchema,
  price: numberOrZeroSchema,
  salePrice: numberOrZeroSchema,
  quantity: numberOr(1),
});
export type CartItem = z.infer<typeof cartItemSchema>;

const cartSchema = z.object({
  _id: optionalIdSchema,
  userId: optionalIdSchema,
  items: recordList(cartItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = dataEnvelope(cartSchema);

/** Add answers with the stored cart, whose lines may carry only productId and quantity. */
export const addToCartResponseSchema = dataEnvelope(
  z.object({
    _id: optionalIdSchema,
    items: recordList(z.object({ productId: idSchema, quantity: numberOr(1) })),
  }),
);
