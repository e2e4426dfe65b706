import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderQueries } from '@/features/orders/api/order-queries';
import { refreshAfterWrite } from '@/lib/query/refresh-after-write';
import { recheckAfterUnconfirmedWrite } from '@/lib/query/unconfirmed-writes';
import { adminOrderQueries } from './admin-order-queries';
import { bulkUpdateOrderStatus } from './bulk-update-order-status';

export interface BulkProgress {
  ended: number;
  total: number;
}

/**
 * The admin's bulk status change: every chosen order's update (a few at a time), its progress while it runs, and
 * the result, failures named order by order. The lists are read again once, when the run ends; a failure that
 * may still land is read back over the next seconds (docs/behaviour.md#failure-rules) and never resent. A run
 * whose session ended stops (bulk-update-order-status.ts) and reads nothing again: the end of the session drops
 * the cached lists and leaves for sign-in (app/router.ts).
 */
export function useBulkUpdateOrderStatus() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<BulkProgress>({ ended: 0, total: 0 });
  const mutation = useMutation({
    mutationFn: ({ ids, orderStatus }: { ids: readonly string[]; orderStatus: string }) => {
      setProgress({ ended: 0, total: ids.length });
      return bulkUpdateOrderStatus(ids, orderStatus, (ended) => setProgress({ ended, total: ids.length }));
    },
    onSuccess: async (result) => {
      if (result.sessionEnded) return;
      const keys = [adminOrderQueries.all(), orderQueries.all()];
      const unconfirmed = result.failed.find((failure) => failure.unconfirmed);
      if (unconfirmed) recheckAfterUnconfirmedWrite(queryClient, unconfirmed.error, keys);
      else await refreshAfterWrite(queryClient, keys);
    },
  });
  return { ...mutation, progress };
}
