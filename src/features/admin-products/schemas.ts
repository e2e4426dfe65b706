import { z } from 'zod/mini';
import { sameCategory, spellingFor } from '@/features/catalog/categories';
import { knownCategory } from '@/features/catalog/category-ids';
import { productSchema, type Product } from '@/features/catalog/schemas';
import { optionalTextSchema, requiredText } from '@/lib/backend/schema-helpers';

export const uploadImageResponseSchema = z.object({
  success: z.boolean(),
  result: z.object({ url: z.string().check(z.minLength(1)) }),
});

export const productMutationResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  data: z.optional(productSchema),
});
/**
 * The edit's answer. Its `data` (the product as stored) is kept as sent, to be compared field by field with
 * what the edit sent (lib/product-edit.ts): reading it as a product would fill in what the answer left out.
 */
export const productEditResponseSchema = z.object({
  success: z.boolean(),
  message: optionalTextSchema,
  data: z.optional(z.unknown()),
});

/** The message ids of one money field's checks. */
interface MoneyMessages {
  required: string;
  negative: string;
  notANumber: string;
}

const money = ({ required, negative, notANumber }: MoneyMessages) =>
  z.number({ error: required }).check(z.gte(0, negative), z.refine(Number.isFinite, notANumber));

/**
 * The admin product form; an empty or 0 Sale Price means "not on sale" (docs/behaviour.md#data-the-shop-reads). The category is one
 * of the eleven (its id), or, when editing, the product's own stored category even if it is none of them. Each
 * message is a message id, translated where the field shows it.
 */
export function makeProductFormSchema(keptCategory?: string, { editing = false } = {}) {
  return z
    .object({
      // An edit neither shows the upload nor sends the picture: an old record without one can still be edited.
      image: z
        .string({ error: 'admin.productForm.validation.imageRequired' })
        .check(
          z.refine((image) => editing || image.length > 0, 'admin.productForm.validation.imageRequired'),
        ),
      title: requiredText('admin.productForm.validation.titleRequired'),
      description: requiredText('admin.productForm.validation.descriptionRequired'),
      category: z
        .string({ error: 'admin.productForm.validation.categoryRequired' })
        .check(
          z.refine(
            (category) =>
              knownCategory(category) !== undefined ||
              (keptCategory !== undefined && category === keptCategory),
            'admin.productForm.validation.categoryRequired',
          ),
        ),
      price: money({
        required: 'admin.productForm.validation.priceRequired',
        negative: 'admin.productForm.validation.priceNegative',
        notANumber: 'admin.productForm.validation.priceNotANumber',
      }).check(z.refine((price) => price > 0, 'admin.productForm.validation.priceNotPositive')),
      salePrice: z.optional(
        money({
          required: 'admin.productForm.validation.salePriceRequired',
          negative: 'admin.productForm.validation.salePriceNegative',
          notANumber: 'admin.productForm.validation.salePriceNotANumber',
        }),
      ),
      totalStock: z
        .number({ error: 'admin.productForm.validation.totalStockRequired' })
        .check(
          z.refine(Number.isInteger, 'admin.productForm.validation.totalStockNotWhole'),
          z.gte(0, 'admin.productForm.validation.totalStockNegative'),
        ),
      averageReview: z.number().check(z.gte(0), z.lte(5)),
    })
    .check(
      z.refine((form) => !form.salePrice || form.salePrice < form.price, {
        message: 'admin.productForm.validation.salePriceNotBelowPrice',
        path: ['salePrice'],
        // Checked as soon as both prices are valid, even while other fields are still missing.
        when: ({ value }) => {
          const { price, salePrice } = (value ?? {}) as { price?: unknown; salePrice?: unknown };
          return typeof price === 'number' && typeof salePrice === 'number';
        },
      }),
    );
}
export const productFormSchema = makeProductFormSchema();
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductForm = z.output<typeof productFormSchema>;
/** What the add and edit calls send: the form with an unset Sale Price as 0. */
export type ProductPayload = Omit<ProductForm, 'salePrice'> & { salePrice: number };

/**
 * The category as this backend should store it. An edit that keeps the category writes the product's own
 * stored value back unchanged; a new choice uses the spelling the backend already uses for that category, or
 * the style its other products are stored in (labels when it holds none).
 */
export function storedCategoryFor(chosen: string, editing: Product | null, storedValues: readonly string[]) {
  if (editing && sameCategory(chosen, editing.category)) return editing.category;
  const category = knownCategory(chosen);
  return category ? spellingFor(category, storedValues) : chosen;
}

export function toProductPayload(
  form: ProductForm,
  {
    editing = null,
    storedCategories = [],
  }: { editing?: Product | null; storedCategories?: readonly string[] } = {},
): ProductPayload {
  return {
    ...form,
    category: storedCategoryFor(form.category, editing, storedCategories),
    salePrice: form.salePrice ?? 0,
  };
}
