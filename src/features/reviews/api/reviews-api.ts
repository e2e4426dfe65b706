import { apiRequest } from '@/lib/backend/api-client';
import { addReviewResponseSchema, reviewListResponseSchema } from '../schemas';
import { reviewRequests } from './review-requests';

export interface NewReview {
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
}

export async function getReviews(productId: string) {
  const response = await apiRequest(reviewRequests.list(productId), {
    schema: reviewListResponseSchema,
  });
  return response.data;
}

export async function addReview(review: NewReview) {
  const response = await apiRequest(reviewRequests.add(review.userId), {
    json: review,
    schema: addReviewResponseSchema,
  });
  return response.data;
}
