import { apiRequest } from '@/lib/api-client';
import {
  deleteFeatureImageResponseSchema,
  featureImageListResponseSchema,
  featureImageResponseSchema,
} from '../schemas';

export async function getFeatureImages() {
  const response = await apiRequest('/api/common/feature/get', { schema: featureImageListResponseSchema });
  return response.data;
}

export async function addFeatureImage(image: string) {
  const response = await apiRequest('/api/common/feature/add', {
    method: 'post',
    json: { image },
    schema: featureImageResponseSchema,
  });
  return response.data;
}

export async function deleteFeatureImage(id: string) {
  const response = await apiRequest(`/api/common/feature/delete/${encodeURIComponent(id)}`, {
    method: 'delete',
    schema: deleteFeatureImageResponseSchema,
  });
  return response.data;
}
