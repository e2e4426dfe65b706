import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testProduct } from '@/testing/products';
import { renderWithProviders } from '@/testing/render';
import type { Product } from '../schemas';
import { ProductGrid } from './product-grid';

const products = (count: number): Product[] =>
  Array.from({ length: count }, (_, index) =>
    testProduct({ _id: `p${index + 1}`, title: `Lokum ${index + 1}`, category: 'turkishDelight' }),
  );

const noop = () => undefined;

// jsdom lays nothing out, so TanStack Virtual cannot measure rows here: the virtual grid stands in as a list that
// says how many products it was given (the e2e test catalog-scale.spec.ts scrolls the real one to product 5,000).
vi.mock('@/components/layout/virtual-card-grid', () => ({
  ResponsiveVirtualCardGrid: ({ items }: { items: readonly Product[] }) => (
    <div role="list" aria-label={`Virtual grid of ${items.length}`} />
  ),
}));

describe('ProductGrid', () => {
  it('shows every card of a small catalog as a plain list', () => {
    renderWithProviders(<ProductGrid products={products(16)} onOpen={noop} onAddToCart={noop} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(16);
  });

  it("shows a large catalog's first cards at once, then the virtual grid with all of them", async () => {
    renderWithProviders(<ProductGrid products={products(5000)} onOpen={noop} onAddToCart={noop} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('Lokum 1')).toBeInTheDocument();

    expect(await screen.findByRole('list', { name: 'Virtual grid of 5000' })).toBeInTheDocument();
    expect(screen.queryByText('Lokum 1')).not.toBeInTheDocument();
  });
});
