import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { createTestQueryClient } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { addToCart } from './cart-api';
import { cartItemCount, useCart, useUpdateCartQuantity } from './use-cart';

const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';

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

  it('a failed update rolls the quantity back', async () => {
    const user = await signInAs('shopper');
    await addToCart({ userId: user.id, productId: CEVIZLI, quantity: 2 });
    server.use(
      http.put('*/api/shop/cart/update-cart', () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    const { result } = renderHook(() => ({ cart: useCart(), update: useUpdateCartQuantity() }), {
      wrapper: wrapper(),
    });
    await waitFor(() => expect(cartItemCount(result.current.cart.cart)).toBe(2));
    act(() => result.current.update.mutate({ productId: CEVIZLI, quantity: 3 }));
    await waitFor(() => expect(result.current.update.isError).toBe(true));
    await waitFor(() => expect(cartItemCount(result.current.cart.cart)).toBe(2));
  });
});
