import { useCallback } from 'react';
import type { Product } from '@/features/catalog/schemas';
import { useAddToCart } from './use-cart';

/**
 * One add-to-cart mutation for a whole page of cards (cards stay presentational). `addingId` is the product
 * whose add is on its way, so its button shows progress and a double click cannot add it twice.
 */
export function useCardAddToCart(check?: (product: Product) => boolean) {
  const addToCart = useAddToCart();
  const { mutate, isPending, variables } = addToCart;
  const addingId = isPending ? variables?.product._id : undefined;
  const add = useCallback(
    (product: Product) => {
      if (addingId === product._id) return;
      if (check && !check(product)) return;
      mutate({ product });
    },
    [addingId, check, mutate],
  );
  return { add, addingId };
}
