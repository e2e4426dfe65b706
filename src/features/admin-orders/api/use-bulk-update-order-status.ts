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
  // The updates ended so far, of the run they belong to (its ids). The run's size comes from what was asked, so
  // the first count said is "0 of 3", never the last run's or none: the page shows the mutation as pending
  // before its function has started.
  const [ended, setEnded] = useState<{ run: readonly string[] | undefined; count: number }>({
    run: undefined,
    count: 0,
  });
  const mutation = useMutation({
    mutationFn: ({ ids, orderStatus }: { ids: readonly string[]; orderStatus: string }) =>
      bulkUpdateOrderStatus(ids, orderStatus, (count) => setEnded({ run: ids, count })),
    onSuccess: async (result) => {
      if (result.sessionEnded) return;
      const keys = [adminOrderQueries.all(), orderQueries.all()];
      const unconfirmed = result.failed.find((failure) => failure.unconfirmed);
      if (unconfirmed) recheckAfterUnconfirmedWrite(queryClient, unconfirmed.error, keys);
      else await refreshAfterWrite(queryClient, keys);
    },
  });
  const run = mutation.variables?.ids;
  const progress: BulkProgress = {
    ended: run && ended.run === run ? ended.count : 0,
    total: run?.length ?? 0,
  };
  return { ...mutation, progress };
}
