import { z } from 'zod';
import { CATEGORIES, productSchema } from '@/features/catalog/schemas';
import { dataEnvelope, optionalTextSchema } from '@/lib/schema-helpers';

export const uploadImageResponseSchema = z.object({
  success: z.boolean(),
  result: z.object({ url: z.string().min(1) }),
});

export const productMutationResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  data: productSchema.optional(),
});
export const adminProductListResponseSchema = dataEnvelope(z.array(productSchema));

const money = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .min(0, `${label} cannot be negative`)
    .refine(Number.isFinite, `${label} must be a number`);

/** The admin product form; salePrice 0 means "not on sale". */
export const productFormSchema = z
  .object({
    image: z.string().min(1, 'Upload a product image'),
    title: z.string().trim().min(1, 'Title is required'),
    description: z.string().trim().min(1, 'Description is required'),
    category: z.enum(CATEGORIES, { error: 'Choose a category' }),
    price: money('Price').refine((price) => price > 0, 'Price must be greater than 0'),
    salePrice: money('Sale Price'),
    totalStock: z
      .number({ error: 'Total Stock is required' })
      .int('Total Stock must be a whole number')
      .min(0, 'Total Stock cannot be negative'),
    averageReview: z.number().min(0).max(5),
  })
  .refine((form) => form.salePrice === 0 || form.salePrice < form.price, {
    message: 'Sale Price must be below the price',
    path: ['salePrice'],
  });
export type ProductForm = z.infer<typeof productFormSchema>;
export type ProductPayload = ProductForm;
