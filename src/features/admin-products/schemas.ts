import { z } from 'zod/mini';
import { CATEGORIES, productSchema } from '@/features/catalog/schemas';
import { dataEnvelope, optionalTextSchema, requiredText } from '@/lib/schema-helpers';

export const uploadImageResponseSchema = z.object({
  success: z.boolean(),
  result: z.object({ url: z.string().check(z.minLength(1)) }),
});

export const productMutationResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  data: z.optional(productSchema),
});
export const adminProductListResponseSchema = dataEnvelope(z.array(productSchema));

const money = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .check(z.gte(0, `${label} cannot be negative`), z.refine(Number.isFinite, `${label} must be a number`));

/** The admin product form; an empty or 0 Sale Price means "not on sale" (spec section 3). */
export const productFormSchema = z
  .object({
    image: z.string({ error: 'Upload a product image' }).check(z.minLength(1, 'Upload a product image')),
    title: requiredText('Title is required'),
    description: requiredText('Description is required'),
    category: z.enum(CATEGORIES, { error: 'Choose a category' }),
    price: money('Price').check(z.refine((price) => price > 0, 'Price must be greater than 0')),
    salePrice: z.optional(money('Sale Price')),
    totalStock: z
      .number({ error: 'Total Stock is required' })
      .check(
        z.refine(Number.isInteger, 'Total Stock must be a whole number'),
        z.gte(0, 'Total Stock cannot be negative'),
      ),
    averageReview: z.number().check(z.gte(0), z.lte(5)),
  })
  .check(
    z.refine((form) => !form.salePrice || form.salePrice < form.price, {
      message: 'Sale Price must be below the price',
      path: ['salePrice'],
      // Checked as soon as both prices are valid, even while other fields are still missing.
      when: ({ value }) => {
        const { price, salePrice } = (value ?? {}) as { price?: unknown; salePrice?: unknown };
        return typeof price === 'number' && typeof salePrice === 'number';
      },
    }),
  );
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;
/** What the add and edit calls send: the form with an unset Sale Price as 0. */
export type ProductPayload = Omit<ProductForm, 'salePrice'> & { salePrice: number };

export function toProductPayload(form: ProductForm): ProductPayload {
  return { ...form, salePrice: form.salePrice ?? 0 };
}
