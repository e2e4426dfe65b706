import { apiRequest } from '@/lib/api-client';
import { addReviewResponseSchema, reviewListResponseSchema } from '../schemas';

export interface NewReview {
  productId: string;
  userId: string;
  userName: string;
  reviewMessage: string;
  reviewValue: number;
}

export async function getReviews(productId: string) {
  const response = await apiRequest(`/api/shop/review/${encodeURIComponent(productId)}`, {
    schema: reviewListResponseSchema,
  });
  return response.data;
}

export async function addReview(review: NewReview) {
  const response = await apiRequest('/api/shop/review/add', {
    method: 'post',
    json: review,
    schema: addReviewResponseSchema,
  });
  return response.data;
}
