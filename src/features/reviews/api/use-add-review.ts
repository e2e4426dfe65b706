import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productQueries } from '@/features/catalog/api/product-queries';
import { errorMessage } from '@/lib/backend/api-error';
import { translate } from '@/lib/i18n/i18n';
import { toast } from '@/stores/toast-store';
import { recheckAfterUnconfirmedWrite } from '@/lib/query/unconfirmed-writes';
import { addReview, type NewReview } from './reviews-api';
import { reviewQueries } from './review-queries';
import { refreshAfterWrite } from '@/lib/query/refresh-after-write';

/** Posts a review; the list and every product read (the average lives on the product) refresh after it. */
export function useAddReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: Omit<NewReview, 'productId'>) => addReview({ ...review, productId }),
    onSuccess: async () => {
      toast.success(translate('reviews.toast.added'));
      await refreshAfterWrite(queryClient, [reviewQueries.list(productId).queryKey, productQueries.all()]);
    },
    // A refusal (not bought yet, already reviewed) is the server's own words. A review that may still land is
    // read back over the next seconds (docs/behaviour.md#failure-rules).
    onError: (error) => {
      toast.error(errorMessage(error));
      recheckAfterUnconfirmedWrite(queryClient, error, [
        reviewQueries.list(productId).queryKey,
        productQueries.all(),
      ]);
    },
  });
}
