import { z } from 'zod/mini';
import { recordList } from '@/lib/backend/record-list';
import {
  dataEnvelope,
  numberOrZeroSchema,
  optionalIdSchema,
  optionalTextSchema,
  requiredText,
} from '@/lib/backend/schema-helpers';

/** A review; nothing in it is required to show it (an unset rating shows no stars). */
const reviewSchema = z.object({
  _id: optionalIdSchema,
  productId: optionalIdSchema,
  userId: optionalIdSchema,
  userName: optionalTextSchema,
  reviewMessage: optionalTextSchema,
  reviewValue: numberOrZeroSchema,
});

export const reviewListResponseSchema = dataEnvelope(recordList(reviewSchema));
export const addReviewResponseSchema = dataEnvelope(reviewSchema);

/** The review form; each message is a message id, translated where the field shows it. */
export const reviewFormSchema = z.object({
  reviewValue: z
    .int()
    .check(z.gte(1, 'reviews.validation.ratingRange'), z.lte(5, 'reviews.validation.ratingRange')),
  reviewMessage: requiredText('reviews.validation.messageRequired'),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;
