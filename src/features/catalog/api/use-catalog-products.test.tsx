import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookWithProviders } from '@/testing/render';
import type { ProductFilters } from '../listing-params';
import { DEFAULT_SORT } from '../sort';
import { useCatalogProducts } from './use-catalog-products';

function renderProducts(initial: ProductFilters) {
  return renderHookWithProviders(({ filters }) => useCatalogProducts(filters, DEFAULT_SORT), {
    initialProps: { filters: initial },
  });
}

describe('useCatalogProducts: counted', () => {
  it('counts a narrower view at once, computed from the whole catalog already loaded', async () => {
    const { result, rerender } = renderProducts({});
    await waitFor(() => expect(result.current.counted).toBe(true));
    expect(result.current.products).toHaveLength(51);

    rerender({ filters: { category: ['baklava'] } });
    // Before the backend answers: the placeholder is this view's own list.
    expect(result.current.query.isPlaceholderData).toBe(true);
    expect(result.current.counted).toBe(true);
    expect(result.current.products).toHaveLength(5);
  });

  it('does not count the previous cards kept on screen while a broader view loads', async () => {
    const { result, rerender } = renderProducts({ category: ['baklava'] });
    await waitFor(() => expect(result.current.counted).toBe(true));
    expect(result.current.products).toHaveLength(5);

    rerender({ filters: { category: ['baklava', 'teas'] } });
    expect(result.current.query.isPlaceholderData).toBe(true);
    expect(result.current.counted).toBe(false);
    expect(result.current.products).toHaveLength(5);
    await waitFor(() => expect(result.current.counted).toBe(true));
    expect(result.current.products.length).toBeGreaterThan(5);
  });
});
