import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderQueries } from '@/features/orders/api/order-queries';
import { errorMessage } from '@/lib/backend/api-error';
import { serverText, translate } from '@/lib/i18n/i18n';
import { toast } from '@/stores/toast-store';
import { recheckAfterUnconfirmedWrite } from '@/lib/query/unconfirmed-writes';
import { updateOrderStatus } from './admin-orders-api';
import { adminOrderQueries } from './admin-order-queries';
import { refreshAfterWrite } from '@/lib/query/refresh-after-write';

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, orderStatus }: { id: string; orderStatus: string }) =>
      updateOrderStatus(id, orderStatus),
    onSuccess: async (response) => {
      // docs/behaviour.md#failure-rules: the update shows the server's message.
      toast.success(serverText(response.message) || translate('admin.orderStatus.toast.updated'));
      // The admin table and dialog, and the shopper's own order views.
      await refreshAfterWrite(queryClient, [adminOrderQueries.all(), orderQueries.all()]);
    },
    // A status change that may still land is read back over the next seconds (docs/behaviour.md#failure-rules).
    onError: (error) => {
      toast.error(errorMessage(error));
      recheckAfterUnconfirmedWrite(queryClient, error, [adminOrderQueries.all(), orderQueries.all()]);
    },
  });
}
