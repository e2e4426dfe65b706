import { useNavigate, useRouter, useRouterState, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Product } from '../schemas';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set when the dialog was opened by a click on this page, so closing it can go Back instead of forward. */
    productDialog?: boolean;
  }
}

/**
 * The open product lives in the URL (`?product=<id>`): it can be shared and bookmarked, and Back closes it.
 * Opening pushes a history entry; closing one we pushed goes back, closing one that came with the link
 * replaces the entry, so Back never reopens a dialog the shopper just closed.
 */
export function useProductDialog() {
  const productId = useSearch({ strict: false, select: (search) => search.product });
  const openedHere = useRouterState({ select: (state) => state.location.state.productDialog === true });
  const navigate = useNavigate();
  const router = useRouter();

  const open = useCallback(
    (product: Pick<Product, '_id'>) => {
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, product: product._id }),
        state: (previous) => ({ ...previous, productDialog: true }),
        resetScroll: false,
      });
    },
    [navigate],
  );

  const close = useCallback(() => {
    if (openedHere) {
      router.history.back();
      return;
    }
    void navigate({
      to: '.',
      search: (previous) => ({ ...previous, product: undefined }),
      replace: true,
      resetScroll: false,
    });
  }, [navigate, openedHere, router]);

  return { productId: typeof productId === 'string' ? productId : undefined, open, close };
}
