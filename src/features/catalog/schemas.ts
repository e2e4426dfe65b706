import { z } from 'zod/mini';
import {
  dataEnvelope,
  idSchema,
  numberOrZeroSchema,
  numberSchema,
  optionalTextSchema,
} from '@/lib/schema-helpers';

export const CATEGORIES = [
  'Baklava',
  'Turkish delight',
  'Chocolate',
  'Spices',
  'Teas',
  'Nuts',
  'Coffee',
  'Oil',
  'Cosmetics',
  'Honey',
  'Perfumes',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const SORT_OPTIONS = ['price-lowtohigh', 'price-hightolow', 'title-atoz', 'title-ztoa'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'price-lowtohigh';
export const SORT_LABELS: Record<SortOption, string> = {
  'price-lowtohigh': 'Price: Low to High',
  'price-hightolow': 'Price: High to Low',
  'title-atoz': 'Title: A to Z',
  'title-ztoa': 'Title: Z to A',
};

export const productSchema = z.object({
  _id: idSchema,
  image: optionalTextSchema,
  title: z.string(),
  description: optionalTextSchema,
  category: optionalTextSchema,
  price: numberSchema,
  salePrice: numberOrZeroSchema,
  totalStock: numberSchema,
  averageReview: numberOrZeroSchema,
});
export type Product = z.infer<typeof productSchema>;

export const productListResponseSchema = dataEnvelope(z.array(productSchema));
export const productDetailResponseSchema = dataEnvelope(productSchema);
export const searchResponseSchema = dataEnvelope(z.array(productSchema));

/** The price a shopper pays: the sale price when above 0, otherwise the price (spec section 9). */
export function effectivePrice(item: { price: number; salePrice?: number | null }) {
  return item.salePrice && item.salePrice > 0 ? item.salePrice : item.price;
}

export function formatPrice(amount: number) {
  return `$${amount.toFixed(2)}`;
}
