import { z } from 'zod';
import { dataEnvelope, idSchema, numberSchema, optionalTextSchema } from '@/lib/schema-helpers';

export const reviewSchema = z.object({
  _id: idSchema.optional(),
  productId: idSchema,
  userId: idSchema.optional(),
  userName: optionalTextSchema,
  reviewMessage: optionalTextSchema,
  reviewValue: numberSchema,
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListResponseSchema = dataEnvelope(z.array(reviewSchema));
export const addReviewResponseSchema = dataEnvelope(reviewSchema);

export const reviewFormSchema = z.object({
  reviewValue: z.number().int().min(1, 'Choose a rating from 1 to 5').max(5),
  reviewMessage: z.string().trim().min(1, 'Write a few words about the product'),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;
