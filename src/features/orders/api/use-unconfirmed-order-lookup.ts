import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LATE_WRITE_RECHECKS_MS } from '@/lib/query/unconfirmed-writes';
import type { NewOrder, Order } from '../schemas';
import { orderQueries } from './order-queries';

/** An Order Now whose create call ended without a clear answer: who sent it, when, and for which lines. */
export interface OrderAttempt {
  userId: string;
  /** When the create call left, as the order's date was sent (ISO). */
  sentAt: string;
  lines: Pick<NewOrder['cartItems'][number], 'productId' | 'quantity'>[];
}

/**
 * How far an order's date may lie before the attempt and still count as "created moments ago": the server may
 * stamp its own clock, which need not agree with the shopper's.
 */
const CLOCK_SKEW_MS = 2 * 60_000;

const linesKey = (lines: { productId?: string; quantity?: number }[]) =>
  lines
    .map((line) => `${line.productId ?? ''}×${line.quantity ?? 0}`)
    .sort()
    .join(',');

/**
 * The order the attempt may have created: not paid, dated from moments before the attempt on, with exactly
 * the attempt's products and quantities. The newest such order when there are several.
 */
export function findUnpaidOrder(orders: readonly Order[], attempt: OrderAttempt): Order | undefined {
  const wanted = linesKey(attempt.lines);
  const earliest = Date.parse(attempt.sentAt) - CLOCK_SKEW_MS;
  return orders
    .filter(
      (order) =>
        order.paymentStatus !== 'paid' &&
        order.orderDate !== '' &&
        Date.parse(order.orderDate) >= earliest &&
        linesKey(order.cartItems) === wanted,
    )
    .sort((a, b) => Date.parse(b.orderDate) - Date.parse(a.orderDate))[0];
}

export type OrderLookup =
  | { status: 'idle' }
  /** Reading the shopper's orders, a few times over the next seconds (LATE_WRITE_RECHECKS_MS). */
  | { status: 'checking' }
  | { status: 'found'; order: Order }
  /** Every read answered and none holds such an order. */
  | { status: 'not-found' }
  /** No read of the orders answered. */
  | { status: 'failed' };

/**
 * After an Order Now that may have created an order (docs/behaviour.md#cart-and-checkout): reads the shopper's
 * orders at once and again over the next seconds, as an order that was still being created may land late,
 * until it finds the unpaid order the attempt created or the reads are over. It never sends the order again.
 * The reads go through the orders list query, so the account's orders show the same.
 */
export function useUnconfirmedOrderLookup() {
  const queryClient = useQueryClient();
  const [lookup, setLookup] = useState<OrderLookup>({ status: 'idle' });
  const stopCurrent = useRef<() => void>(() => {});

  const stop = useCallback(() => {
    stopCurrent.current();
    stopCurrent.current = () => {};
  }, []);

  const start = useCallback(
    (attempt: OrderAttempt) => {
      stop();
      let stopped = false;
      let answered = false;
      let finished = 0;
      setLookup({ status: 'checking' });
      const check = async () => {
        try {
          const orders = await queryClient.fetchQuery({ ...orderQueries.list(attempt.userId), staleTime: 0 });
          answered = true;
          const order = findUnpaidOrder(orders, attempt);
          if (order && !stopped) {
            stop();
            setLookup({ status: 'found', order });
            return;
          }
        } catch {
          // An unanswered read is one check fewer; the next one may answer.
        }
        finished += 1;
        if (finished === LATE_WRITE_RECHECKS_MS.length && !stopped) {
          setLookup({ status: answered ? 'not-found' : 'failed' });
        }
      };
      const timers = LATE_WRITE_RECHECKS_MS.map((delayMs) => setTimeout(() => void check(), delayMs));
      stopCurrent.current = () => {
        stopped = true;
        timers.forEach(clearTimeout);
      };
    },
    [queryClient, stop],
  );

  const reset = useCallback(() => {
    stop();
    setLookup({ status: 'idle' });
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { lookup, start, reset };
}
