import { z } from 'zod/mini';
import { recordList, unreadRecords } from '@/lib/backend/record-list';
import {
  dataEnvelope,
  idSchema,
  numberOrZeroSchema,
  optionalTextSchema,
  textOr,
} from '@/lib/backend/schema-helpers';
import { translate } from '@/lib/i18n/i18n';

/**
 * The title shown for a product the backend stored without one, in the language of the moment it is read
 * (a rare data fault: it keeps that language until the data is read again).
 */
export const UNTITLED_PRODUCT = () => translate('catalog.product.untitled');

/**
 * A product as any backend that follows the contract stores it. Only `_id` is required: an old record may
 * lack any other field. A missing price or stock reads as 0 (the product is shown, but cannot be bought);
 * `category` keeps the backend's own spelling (see categories.ts), so an edit can write it back unchanged.
 */
export const productSchema = z.object({
  _id: idSchema,
  image: optionalTextSchema,
  title: textOr(UNTITLED_PRODUCT),
  description: optionalTextSchema,
  category: optionalTextSchema,
  price: numberOrZeroSchema,
  salePrice: numberOrZeroSchema,
  totalStock: numberOrZeroSchema,
  averageReview: numberOrZeroSchema,
});
export type Product = z.infer<typeof productSchema>;

/** A product list's envelope: its records are read afterwards, in slices (readRecordsInSlices). */
export const productListEnvelopeSchema = dataEnvelope(unreadRecords);
export const productDetailResponseSchema = dataEnvelope(productSchema);
/** A search result: the product, and its brand where the backend keeps one (the search matches it too). */
// The shape spread, not z.extend: zod's extend would add its helpers to every page's start-up code.
const searchResultSchema = z.object({ ...productSchema.shape, brand: optionalTextSchema });
export const searchResponseSchema = dataEnvelope(recordList(searchResultSchema));

/** A product without a price (an old or broken record) is shown but cannot be bought. */
export function hasPrice(product: Pick<Product, 'price'>) {
  return product.price > 0;
}
