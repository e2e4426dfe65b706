import { apiRequest } from '@/lib/backend/api-client';
import {
  deleteFeatureImageResponseSchema,
  featureImageListResponseSchema,
  featureImageResponseSchema,
} from '../schemas';
import { featureImageRequests } from './feature-image-requests';

export async function getFeatureImages() {
  const response = await apiRequest(featureImageRequests.list(), { schema: featureImageListResponseSchema });
  return response.data;
}

export async function addFeatureImage(image: string) {
  const response = await apiRequest(featureImageRequests.add(), {
    json: { image },
    schema: featureImageResponseSchema,
  });
  return response.data;
}

export async function deleteFeatureImage(id: string) {
  const response = await apiRequest(featureImageRequests.remove(id), {
    schema: deleteFeatureImageResponseSchema,
  });
  return response.data;
}
