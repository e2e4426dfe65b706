import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/backend/api-error';
import { toast } from '@/stores/toast-store';
import { recheckAfterUnconfirmedWrite } from '@/lib/query/unconfirmed-writes';
import { addFeatureImage, deleteFeatureImage } from './feature-images-api';
import { featureImageQueries } from './feature-image-queries';
import { refreshAfterWrite } from '@/lib/query/refresh-after-write';

function useFeatureImageWriteCallbacks() {
  const queryClient = useQueryClient();
  // The same key feeds the admin list and the shop's feature images, so both update. A failed write shows the
  // server's words; one that may still land is read back over the next seconds (docs/behaviour.md#failure-rules).
  return {
    onSuccess: () => refreshAfterWrite(queryClient, [featureImageQueries.all()]),
    onError: (error: unknown) => {
      toast.error(errorMessage(error));
      recheckAfterUnconfirmedWrite(queryClient, error, [featureImageQueries.all()]);
    },
  };
}

export function useAddFeatureImage() {
  const callbacks = useFeatureImageWriteCallbacks();
  return useMutation({ mutationFn: (image: string) => addFeatureImage(image), ...callbacks });
}

export function useDeleteFeatureImage() {
  const callbacks = useFeatureImageWriteCallbacks();
  return useMutation({ mutationFn: (id: string) => deleteFeatureImage(id), ...callbacks });
}
