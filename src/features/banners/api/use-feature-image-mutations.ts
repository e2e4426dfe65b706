import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/stores/toast-store';
import { addFeatureImage, deleteFeatureImage } from './feature-images-api';
import { featureImageQueries } from './feature-image-queries';

function useInvalidateFeatureImages() {
  const queryClient = useQueryClient();
  // The same key feeds the admin list and the shop's banners, so both update.
  return () => queryClient.invalidateQueries({ queryKey: featureImageQueries.all() });
}

export function useAddFeatureImage() {
  const invalidate = useInvalidateFeatureImages();
  return useMutation({
    mutationFn: (image: string) => addFeatureImage(image),
    onSuccess: () => invalidate(),
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export function useDeleteFeatureImage() {
  const invalidate = useInvalidateFeatureImages();
  return useMutation({
    mutationFn: (id: string) => deleteFeatureImage(id),
    onSuccess: () => invalidate(),
    onError: (error) => toast.error(errorMessage(error)),
  });
}
