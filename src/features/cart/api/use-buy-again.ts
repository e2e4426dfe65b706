import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { productQueries } from '@/features/catalog/api/product-queries';
import { isApiError } from '@/lib/backend/api-error';
import { mayHaveLanded } from '@/lib/query/unconfirmed-writes';
import { useAuthStore, useCurrentUserId } from '@/stores/auth-store';
import {
  addedOutcome,
  orderedProducts,
  planBuyAgain,
  type BuyAgainOutcome,
  type ProductToday,
} from '../buy-again';
import { cartSheet, type BuyAgainResult } from '../cart-sheet-state';
import { loadBuyAgainResult } from '../components/lazy-buy-again-result';
import type { OrderItem } from '../order-line-schema';
import type { Cart } from '../schemas';
import { cartQueries } from './cart-queries';
import { useAddToCart } from './use-cart';

/** Today's products are read a few at a time: enough to be quick, few enough not to flood the backend. */
const PRODUCT_READS_AT_ONCE = 4;

async function readProductsToday(queryClient: QueryClient, productIds: readonly string[]) {
  const today = new Map<string, ProductToday>();
  for (let start = 0; start < productIds.length; start += PRODUCT_READS_AT_ONCE) {
    const batch = productIds.slice(start, start + PRODUCT_READS_AT_ONCE);
    await Promise.all(
      batch.map(async (productId) => {
        try {
          // Stale time 0: the stock and price are today's, never a copy read earlier in the visit.
          const product = await queryClient.fetchQuery({ ...productQueries.detail(productId), staleTime: 0 });
          today.set(productId, { kind: 'found', product });
        } catch (error) {
          today.set(productId, {
            kind: isApiError(error) && error.status === 404 ? 'missing' : 'unreadable',
          });
        }
      }),
    );
  }
  return today;
}

/** The cart as the shopper sees it (its optimistic view included); empty when it cannot be read. */
async function readCart(queryClient: QueryClient, userId: string): Promise<Cart> {
  try {
    return await queryClient.ensureQueryData(cartQueries.detail(userId));
  } catch {
    return { items: [] };
  }
}

/**
 * Whether the session a run began in still lives: a sign-out, a 401, an expiry or another tab's sign-out ends
 * it (and someone else may sign in on this tab meanwhile), which ends the run.
 */
function sessionStillLives(userId: string, endedAt: number) {
  const { user, sessionEndedAt } = useAuthStore.getState();
  return user?.id === userId && sessionEndedAt === endedAt;
}

/**
 * Buy again (docs/behaviour.md#account): every product of a past order back into the cart at the quantity
 * ordered, capped by today's stock less what the cart already holds. There is no batch call, so each product
 * goes through the cart's own add (its optimistic line, its rollback, and its re-reads after an add without a
 * clear answer, which is never sent again), one after another. The cart sheet then opens with what happened
 * to each product. A second press while a run is going does nothing. A run whose session ends stops where it
 * is and shows nothing: no add goes out for one person with another's session (the cart's requests are for
 * their shopper's session only, lib/backend/backend-request.ts), and the next person sees no result of it.
 */
export function useBuyAgain() {
  const userId = useCurrentUserId();
  const queryClient = useQueryClient();
  const { mutateAsync: addToCart } = useAddToCart();
  // A ref, not only state: two clicks in one frame both see the state of the render before them.
  const running = useRef(false);
  const [runningOrderId, setRunningOrderId] = useState<string | null>(null);

  /** `order`: a past order (features/orders' Order), of which Buy again reads only its id and lines. */
  async function buyAgain(order: {
    _id: string;
    cartItems: readonly OrderItem[];
  }): Promise<BuyAgainResult | null> {
    if (running.current || !userId) return null;
    running.current = true;
    setRunningOrderId(order._id);
    const sessionEndedAt = useAuthStore.getState().sessionEndedAt;
    const stillLives = () => sessionStillLives(userId, sessionEndedAt);
    // The result's code loads while today's products are read (lazy-buy-again-result.tsx); should it fail, the
    // sheet asks for it again.
    const resultCode = loadBuyAgainResult().catch(() => undefined);
    try {
      const { products } = orderedProducts(order.cartItems);
      const today = await readProductsToday(
        queryClient,
        products.map((product) => product.productId),
      );
      if (!stillLives()) return null;
      const cart = await readCart(queryClient, userId);
      const plans = planBuyAgain(order.cartItems, today, cart);
      const outcomes: BuyAgainOutcome[] = [];
      for (const plan of plans) {
        if (plan.kind !== 'add') {
          outcomes.push(plan);
          continue;
        }
        if (!stillLives()) return null;
        try {
          await addToCart({ product: plan.product, quantity: plan.quantity, quiet: true });
          outcomes.push(addedOutcome(plan));
        } catch (error) {
          outcomes.push({ kind: mayHaveLanded(error) ? 'unconfirmed' : 'failed', title: plan.product.title });
        }
      }
      const result: BuyAgainResult = { total: plans.length, outcomes };
      // With its code in, the sheet shows the result at once.
      await resultCode;
      if (!stillLives()) return null;
      cartSheet.open(result);
      return result;
    } finally {
      running.current = false;
      setRunningOrderId(null);
    }
  }

  return { buyAgain, runningOrderId };
}
