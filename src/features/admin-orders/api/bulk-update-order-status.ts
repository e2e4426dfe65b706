import pLimit from 'p-limit';
import { errorMessage } from '@/lib/api-error';
import { mayHaveLanded } from '@/lib/unconfirmed-writes';
import { updateOrderStatus } from './admin-orders-api';

/**
 * How many status updates are on their way at once: the contract has one call per order, and a working day's
 * fifty orders should neither wait for each other one by one nor arrive at the backend all at once.
 */
export const BULK_UPDATE_CONCURRENCY = 4;

export interface BulkUpdateFailure {
  id: string;
  /** Why, in words: the server's message, or the call's default. */
  message: string;
  /** No clear answer came back (a time-out, a network error, an unreadable body): the change may be done. */
  unconfirmed: boolean;
  error: unknown;
}

export interface BulkUpdateResult {
  orderStatus: string;
  updated: string[];
  failed: BulkUpdateFailure[];
}

/**
 * Sets one status on many orders, BULK_UPDATE_CONCURRENCY calls at a time, each call once: a failure is
 * collected with its reason and never sent again by itself, and the others go on. `onSettled` hears each call
 * end, with how many have ended so far.
 */
export async function bulkUpdateOrderStatus(
  ids: readonly string[],
  orderStatus: string,
  onSettled: (ended: number) => void = () => {},
): Promise<BulkUpdateResult> {
  const limit = pLimit(BULK_UPDATE_CONCURRENCY);
  const updated: string[] = [];
  const failed: BulkUpdateFailure[] = [];
  let ended = 0;
  await Promise.all(
    ids.map((id) =>
      limit(async () => {
        try {
          await updateOrderStatus(id, orderStatus);
          updated.push(id);
        } catch (error) {
          failed.push({ id, message: errorMessage(error), unconfirmed: mayHaveLanded(error), error });
        }
        ended += 1;
        onSettled(ended);
      }),
    ),
  );
  // In the order given (the table's), not the order the answers came in.
  const position = new Map(ids.map((id, index) => [id, index]));
  const byPosition = (a: string, b: string) => (position.get(a) ?? 0) - (position.get(b) ?? 0);
  updated.sort(byPosition);
  failed.sort((a, b) => byPosition(a.id, b.id));
  return { orderStatus, updated, failed };
}
