import { DEFAULT_THEME } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { BESIDE_NAVBAR_COLUMNS, FULL_WIDTH_COLUMNS, type CardColumns } from './card-columns';
import { CARDS_BEFORE_VIRTUAL_GRID, CardGrid, VIRTUALISE_ABOVE } from './card-grid';

// jsdom lays nothing out, so TanStack Virtual cannot measure rows here: the virtual grid stands in as a list that
// says what it was given (the e2e tests catalog-scale.spec.ts and admin-scale.spec.ts scroll the real one).
vi.mock('./virtual-card-grid', () => ({
  ResponsiveVirtualCardGrid: ({ items, columns }: { items: readonly string[]; columns: CardColumns }) => (
    <div role="list" aria-label={`Virtual grid of ${items.length} by the ${columns.measure}'s width`} />
  ),
}));

const names = (count: number) => Array.from({ length: count }, (_, index) => `Card ${index + 1}`);

function renderGrid(items: string[], { plainList = false } = {}) {
  return renderWithProviders(
    <CardGrid
      items={items}
      columns={plainList ? FULL_WIDTH_COLUMNS : BESIDE_NAVBAR_COLUMNS}
      plainList={plainList}
      estimatedRowHeight={400}
      label="Cards"
      itemKey={(item) => item}
      cardItemProps={(index) => ({ 'data-card-index': index })}
      renderCard={(item) => <article aria-label={item}>{item}</article>}
    />,
  );
}

describe('CardGrid', () => {
  it(`shows up to ${VIRTUALISE_ABOVE} cards in a plain list, each item with its props`, () => {
    renderGrid(names(VIRTUALISE_ABOVE), { plainList: true });
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(VIRTUALISE_ABOVE);
    expect(items[59]).toHaveAttribute('data-card-index', '59');
    expect(within(items[59] as HTMLElement).getByRole('article')).toHaveAccessibleName('Card 60');
  });

  it('shows the cards side by side in the grid, no list, unless asked for one', () => {
    renderGrid(names(3));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it(`shows a longer list's first ${CARDS_BEFORE_VIRTUAL_GRID} cards at once, then the virtual grid with all`, async () => {
    renderGrid(names(VIRTUALISE_ABOVE + 1), { plainList: true });
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(CARDS_BEFORE_VIRTUAL_GRID);

    expect(
      await screen.findByRole('list', {
        name: `Virtual grid of ${VIRTUALISE_ABOVE + 1} by the window's width`,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('does the same without the list: the first cards, then the virtual grid', async () => {
    renderGrid(names(5000));
    expect(screen.getAllByRole('article')).toHaveLength(CARDS_BEFORE_VIRTUAL_GRID);
    expect(
      await screen.findByRole('list', { name: "Virtual grid of 5000 by the grid's width" }),
    ).toBeInTheDocument();
  });
});

describe('FULL_WIDTH_COLUMNS', () => {
  it("gives the virtual grid the plain grid's columns at each of Mantine's breakpoints", () => {
    const px = (breakpoint: 'xs' | 'md' | 'xl') => parseFloat(DEFAULT_THEME.breakpoints[breakpoint]) * 16;
    const { at, cols } = FULL_WIDTH_COLUMNS;
    expect(at(px('xs') - 1)).toBe(cols.base);
    expect(at(px('xs'))).toBe(cols.xs);
    expect(at(px('md') - 1)).toBe(cols.xs);
    expect(at(px('md'))).toBe(cols.md);
    expect(at(px('xl') - 1)).toBe(cols.md);
    expect(at(px('xl'))).toBe(cols.xl);
  });
});
