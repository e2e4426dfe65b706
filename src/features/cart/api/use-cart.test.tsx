import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { createTestQueryClient } from '@/testing/render';
import { countMockRequests } from '@/testing/render-with-router';
import { signInAs } from '@/testing/session';
import { writeLandsWithoutAnswer } from '@/testing/unanswered-write';
import { useToastStore } from '@/stores/toast-store';
import { addToCart } from './cart-api';
import {
  cartItemCount,
  useAddToCart,
  useCart,
  useRemoveFromCart,
  useUpdateCartQuantity,
  type ProductForCart,
} from './use-cart';

const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';
const ANTEP: ProductForCart = {
  _id: '64b0c0a1f1e2d3c4b5a60001',
  title: 'Antep Fıstıklı Baklava, 500 g',
  image: '/images/products/antep-fistikli-baklava.svg',
  price: 24.99,
  salePrice: 0,
};

/** A door the test opens: a handler waits at it, so the test can look at the screen in between. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function useCartHooks() {
  return {
    cart: useCart(),
    add: useAddToCart(),
    update: useUpdateCartQuantity(),
    remove: useRemoveFromCart(),
  };
}
type CartHooks = ReturnType<typeof useCartHooks>;

function wrapper() {
  const queryClient = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

function serverQuantity(userId: string) {
  return db.state.carts
    .find((cart) => cart.userId === userId)
    ?.items.find((item) => item.productId === CEVIZLI)?.quantity;
}

describe('cart hooks', () => {
  it('rapid quantity changes are applied in click order: the last click wins on the server', async () => {
    const user = await signInAs('shopper');
    await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 1 });
    const { result } = renderHook(() => ({ cart: useCart(), update: useUpdateCartQuantity() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(cartItemCount(result.current.cart.cart)).toBe(1));
    act(() => {
      for (const quantity of [2, 3, 4, 5]) result.current.update.mutate({ productId: CEVIZLI, quantity });
    });
    // Optimistic before the writes finish…
    await waitFor(() => expect(cartItemCount(result.current.cart.cart)).toBe(5));
    // …and the server ends with the last click, after which the cart refetches to the same.
    await waitFor(() => expect(serverQuantity(user.id)).toBe(5));
    await waitFor(() => expect(result.current.update.isPending).toBe(false));
    expect(cartItemCount(result.current.cart.cart)).toBe(5);
  });

  // Each write refetches the cart when it settles, so a refetch alone would also undo the optimistic change:
  // the cart reads are held back here until the rollback has been seen.
  describe.each([
    {
      write: 'a quantity change',
      method: 'put' as const,
      path: '*/api/shop/cart/update-cart',
      send: (hooks: CartHooks) => hooks.update.mutate({ productId: CEVIZLI, quantity: 5 }),
      pending: (hooks: CartHooks) => hooks.update,
      optimistic: 5,
    },
    {
      write: 'an add',
      method: 'post' as const,
      path: '*/api/shop/cart/add',
      send: (hooks: CartHooks) => hooks.add.mutate({ product: ANTEP, quantity: 1 }),
      pending: (hooks: CartHooks) => hooks.add,
      optimistic: 3,
    },
    {
      write: 'a delete',
      method: 'delete' as const,
      path: '*/api/shop/cart/:userId/:productId',
      send: (hooks: CartHooks) => hooks.remove.mutate({ productId: CEVIZLI }),
      pending: (hooks: CartHooks) => hooks.remove,
      optimistic: 0,
    },
  ])('$write', ({ method, path, send, pending, optimistic }) => {
    it('shows at once, and a refusal rolls it back before any refetch has answered', async () => {
      const user = await signInAs('shopper');
      await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 2 });
      const { result } = renderHook(useCartHooks, { wrapper: wrapper() });
      await waitFor(() => expect(cartItemCount(result.current.cart.cart)).toBe(2));

      const write = gate();
      const reads = gate();
      let readsAnswered = 0;
      server.use(
        http[method](path, async () => {
          await write.opened;
          return HttpResponse.json({ success: false, message: 'Refused' }, { status: 500 });
        }),
        http.get('*/api/shop/cart/get/:userId', async () => {
          await reads.opened;
          readsAnswered += 1;
          // No answer of its own: the mock backend's handler answers.
          return undefined;
        }),
      );

      act(() => send(result.current));
      await waitFor(() => expect(cartItemCount(result.current.cart.cart)).toBe(optimistic));
      expect(pending(result.current).isPending).toBe(true);

      write.open();
      await waitFor(() => expect(pending(result.current).isError).toBe(true));
      expect(cartItemCount(result.current.cart.cart)).toBe(2);
      expect(readsAnswered).toBe(0);

      reads.open();
      await waitFor(() => expect(readsAnswered).toBeGreaterThan(0));
      expect(cartItemCount(result.current.cart.cart)).toBe(2);
      // The server's words, in a destructive toast (docs/behaviour.md#failure-rules).
      expect(useToastStore.getState().toast).toMatchObject({ title: 'Refused', variant: 'destructive' });
    });
  });

  it("Buy again's adds are quiet when they fail too: its summary in the cart sheet says what happened", async () => {
    await signInAs('shopper');
    const { result } = renderHook(useCartHooks, { wrapper: wrapper() });
    server.use(
      http.post('*/api/shop/cart/add', () =>
        HttpResponse.json({ success: false, message: 'Refused' }, { status: 400 }),
      ),
    );
    act(() => result.current.add.mutate({ product: ANTEP, quantity: 1, quiet: true }));
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    expect(useToastStore.getState().toast).toBeNull();
  });

  it('a change that got no answer is never sent again and shows once it lands on the server', async () => {
    const user = await signInAs('shopper');
    await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 2 });
    const { result } = renderHook(useCartHooks, { wrapper: wrapper() });
    await waitFor(() => expect(cartItemCount(result.current.cart.cart)).toBe(2));
    const updates = countMockRequests('PUT', '/api/shop/cart/update-cart');
    // The server does the change a second after the shop has seen the connection drop.
    server.use(writeLandsWithoutAnswer('put', '*/api/shop/cart/update-cart', { landAfterMs: 1_000 }));

    act(() => result.current.update.mutate({ productId: CEVIZLI, quantity: 5 }));
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    // Rolled back, and the refetch right after the failure still finds the old quantity…
    expect(cartItemCount(result.current.cart.cart)).toBe(2);
    // …then a later read shows what the server holds once the change has landed.
    await waitFor(() => expect(cartItemCount(result.current.cart.cart)).toBe(5), { timeout: 6_000 });
    expect(serverQuantity(user.id)).toBe(5);
    expect(updates.count()).toBe(1);
    updates.stop();
  });
});
