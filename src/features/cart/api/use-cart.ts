import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/backend/api-error';
import { translate } from '@/lib/i18n/i18n';
import { toast } from '@/stores/toast-store';
import { useCurrentUserId } from '@/stores/auth-store';
import type { Cart, CartItem } from '../schemas';
import { addToCart, deleteCartItem, updateCartQuantity } from './cart-api';
import { cartQueries } from './cart-queries';
import { dataOrEmpty } from '@/lib/query/query-data';
import { recheckAfterUnconfirmedWrite } from '@/lib/query/unconfirmed-writes';
import { refreshAfterWrite } from '@/lib/query/refresh-after-write';

const EMPTY_CART: Cart = { items: [] };

/** The signed-in shopper's cart; empty for a guest, while loading, or after a failed load (docs/behaviour.md#failure-rules). */
export function useCart() {
  const userId = useCurrentUserId();
  const query = useQuery({ ...cartQueries.detail(userId), enabled: userId !== '' });
  const cart = dataOrEmpty(query, EMPTY_CART);
  return { cart, query };
}

export function cartQuantityOf(cart: Cart, productId: string) {
  return cart.items.find((item) => item.productId === productId)?.quantity ?? 0;
}

export function cartItemCount(cart: Cart) {
  return cart.items.reduce((sum, item) => sum + item.quantity, 0);
}

// Every cart write shares one scope, so TanStack Query runs them one after another in click order:
// rapid clicks never race, and the last quantity the shopper chose is the one the server keeps.
const CART_MUTATION_SCOPE = { id: 'cart' };
const cartMutationKey = ['cart', 'write'] as const;

async function applyOptimistic(
  queryClient: QueryClient,
  userId: string,
  change: (items: CartItem[]) => CartItem[],
) {
  const { queryKey } = cartQueries.detail(userId);
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData(queryKey);
  queryClient.setQueryData(queryKey, (cart = EMPTY_CART) => ({ ...cart, items: change(cart.items) }));
  return { previous };
}

function useCartMutationCallbacks(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = cartQueries.detail(userId);
  return {
    queryClient,
    // A failed write rolls its optimistic change back (docs/behaviour.md#cart-and-checkout) and shows the
    // server's message (docs/behaviour.md#failure-rules), unless its caller sums up the outcome itself (Buy
    // again). One that may still land (no answer, or one we could not read) is also read back from the server,
    // now and again over the next seconds, so the cart ends as the server holds it; it is never sent again by
    // itself.
    rollBackAndRecheck: (
      error: unknown,
      context: { previous: Cart | undefined } | undefined,
      { quiet = false }: { quiet?: boolean } = {},
    ) => {
      queryClient.setQueryData(queryKey, context?.previous);
      if (!quiet) toast.error(errorMessage(error));
      recheckAfterUnconfirmedWrite(queryClient, error, [cartQueries.all()], {
        unlessMutating: cartMutationKey,
      });
    },
    // Refetch once the last queued write has finished, so an older answer never overwrites a newer click.
    settle: () => {
      if (queryClient.isMutating({ mutationKey: cartMutationKey }) <= 1) {
        void refreshAfterWrite(queryClient, [cartQueries.all()]);
      }
    },
  };
}

export interface ProductForCart {
  _id: string;
  title: string;
  image: string;
  price: number;
  salePrice: number;
}

export function useAddToCart() {
  const userId = useCurrentUserId();
  const { queryClient, rollBackAndRecheck, settle } = useCartMutationCallbacks(userId);
  return useMutation({
    mutationKey: cartMutationKey,
    scope: CART_MUTATION_SCOPE,
    mutationFn: ({
      product,
      quantity = 1,
    }: {
      product: ProductForCart;
      quantity?: number;
      /** No toast per line: Buy again sums its adds up in the cart sheet instead. */
      quiet?: boolean;
    }) => addToCart({ userId, productId: product._id, quantity }),
    onMutate: ({ product, quantity = 1 }) =>
      applyOptimistic(queryClient, userId, (items) =>
        items.some((item) => item.productId === product._id)
          ? items.map((item) =>
              item.productId === product._id ? { ...item, quantity: item.quantity + quantity } : item,
            )
          : [
              ...items,
              {
                productId: product._id,
                title: product.title,
                image: product.image,
                price: product.price,
                salePrice: product.salePrice,
                quantity,
              },
            ],
      ),
    onSuccess: (_data, { quiet }) => {
      if (!quiet) toast.success(translate('cart.toast.added'));
    },
    onError: (error, { quiet }, context) => rollBackAndRecheck(error, context, { quiet }),
    onSettled: settle,
  });
}

export function useUpdateCartQuantity() {
  const userId = useCurrentUserId();
  const { queryClient, rollBackAndRecheck, settle } = useCartMutationCallbacks(userId);
  return useMutation({
    mutationKey: cartMutationKey,
    scope: CART_MUTATION_SCOPE,
    mutationFn: ({ productId, quantity }: { productId: string; quantity: number }) =>
      updateCartQuantity({ userId, productId, quantity }),
    onMutate: ({ productId, quantity }) =>
      applyOptimistic(queryClient, userId, (items) =>
        items.map((item) => (item.productId === productId ? { ...item, quantity } : item)),
      ),
    onSuccess: () => toast.success(translate('cart.toast.updated')),
    onError: (error, _variables, context) => rollBackAndRecheck(error, context),
    onSettled: settle,
  });
}

export function useRemoveFromCart() {
  const userId = useCurrentUserId();
  const { queryClient, rollBackAndRecheck, settle } = useCartMutationCallbacks(userId);
  return useMutation({
    mutationKey: cartMutationKey,
    scope: CART_MUTATION_SCOPE,
    mutationFn: ({ productId }: { productId: string }) => deleteCartItem(userId, productId),
    onMutate: ({ productId }) =>
      applyOptimistic(queryClient, userId, (items) => items.filter((item) => item.productId !== productId)),
    onSuccess: () => toast.success(translate('cart.toast.deleted')),
    onError: (error, _variables, context) => rollBackAndRecheck(error, context),
    onSettled: settle,
  });
}
