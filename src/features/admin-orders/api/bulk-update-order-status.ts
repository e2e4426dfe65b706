import pLimit from 'p-limit';
import { errorMessage, isApiError } from '@/lib/backend/api-error';
import { sessionToSend } from '@/lib/session/session-watch';
import { mayHaveLanded } from '@/lib/query/unconfirmed-writes';
import { useAuthStore } from '@/stores/auth-store';
import { updateOrderStatus } from './admin-orders-api';

/**
 * How many status updates are on their way at once: the contract has one call per order, and a working day's
 * fifty orders should neither wait for each other one by one nor arrive at the backend all at once.
 */
export const BULK_UPDATE_CONCURRENCY = 4;

interface BulkUpdateFailure {
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
  /** Orders whose call never left: the run's session had ended before their turn. They are unchanged. */
  notSent: string[];
  /** The run stopped early because the session that began it ended (or a call was answered 401). */
  sessionEnded: boolean;
}

/**
 * The session a run begins in, or null when nobody is signed in, and whether it still lives: the same session
 * in the store, still one the session's rules let a call go with (not ended in another tab, replaced there or
 * past its expiry), the same person in it, and no session ended since (use-buy-again.ts asks the same of its
 * run). A sign-out, a 401, an expiry or someone else's sign-in, here or in another tab, ends it.
 */
function sessionOfRun() {
  const { user, sessionId, sessionEndedAt } = useAuthStore.getState();
  if (user === null || sessionId === null) return null;
  return {
    userId: user.id,
    stillLives() {
      const now = useAuthStore.getState();
      return (
        now.sessionEndedAt === sessionEndedAt && now.user?.id === user.id && sessionToSend()?.id === sessionId
      );
    },
  };
}

/**
 * Sets one status on many orders, BULK_UPDATE_CONCURRENCY calls at a time, each call once: a failure is
 * collected with its reason and never sent again by itself, and the others go on. `onSettled` hears each call
 * end, with how many have ended so far.
 *
 * The run belongs to the session it began in. Each call checks, just before it leaves, that this session still
 * lives, and goes marked for its admin (a call of another person's session is refused before it leaves,
 * lib/backend/api-client.ts). Once the session has ended, or any call is answered 401, nothing more is sent: the calls
 * already on their way are answered as usual, and the orders not yet sent are reported as not sent, never as
 * updated or as failed.
 */
export async function bulkUpdateOrderStatus(
  ids: readonly string[],
  orderStatus: string,
  onSettled: (ended: number) => void = () => {},
): Promise<BulkUpdateResult> {
  const session = sessionOfRun();
  const limit = pLimit(BULK_UPDATE_CONCURRENCY);
  const updated: string[] = [];
  const failed: BulkUpdateFailure[] = [];
  const notSent: string[] = [];
  let sessionEnded = session === null;
  let ended = 0;
  await Promise.all(
    ids.map((id) =>
      limit(async () => {
        // At the call's turn, not when it was queued: the session may have ended while the others ran.
        if (session === null || sessionEnded || !session.stillLives()) {
          sessionEnded = true;
          notSent.push(id);
          return;
        }
        try {
          await updateOrderStatus(id, orderStatus, session.userId);
          updated.push(id);
        } catch (error) {
          if (isApiError(error) && error.kind === 'session') {
            // Refused before it left: another person's session had come in meanwhile.
            sessionEnded = true;
            notSent.push(id);
            return;
          }
          // The session ends with the 401 (lib/backend/api-client.ts); the run stops at once, whatever the store says.
          if (isApiError(error) && error.status === 401) sessionEnded = true;
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
  notSent.sort(byPosition);
  return { orderStatus, updated, failed, notSent, sessionEnded };
}
