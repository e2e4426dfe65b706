import { z } from 'zod/mini';
import { dataEnvelope, idSchema, numberSchema, optionalTextSchema, requiredText } from '@/lib/schema-helpers';

export const reviewSchema = z.object({
  _id: z.optional(idSchema),
  productId: idSchema,
  userId: z.optional(idSchema),
  userName: optionalTextSchema,
  reviewMessage: optionalTextSchema,
  reviewValue: numberSchema,
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListResponseSchema = dataEnvelope(z.array(reviewSchema));
export const addReviewResponseSchema = dataEnvelope(reviewSchema);

export const reviewFormSchema = z.object({
  reviewValue: z
    .int()
    .check(z.gte(1, 'Choose a rating from 1 to 5'), z.lte(5, 'Choose a rating from 1 to 5')),
  reviewMessage: requiredText('Write a few words about the product'),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;
