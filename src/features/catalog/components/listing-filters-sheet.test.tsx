import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { CategoryId } from '../category-ids';
import { normaliseCategories } from '../lib/listing-view';
import { ListingFiltersSheet, showProductsLabel } from './listing-filters-sheet';

/** The sheet over a page that applies each change at once, as the listing does. */
function Listing({ initial, onChange }: { initial: CategoryId[]; onChange: (next: string[]) => void }) {
  const [categories, setCategories] = useState(initial);
  return (
    <ListingFiltersSheet
      categories={categories}
      productCount={categories.length === 1 ? 1 : 12}
      onChange={(next) => {
        onChange(next);
        setCategories(normaliseCategories(next));
      }}
    />
  );
}

async function openSheet(name: string) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

describe('ListingFiltersSheet', () => {
  it('names the number of checked categories on its button, and shows them checked in the sheet', async () => {
    renderWithProviders(<Listing initial={['baklava', 'teas']} onChange={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Filters, 2 selected' });
    expect(button).toHaveTextContent('Filters2');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const sheet = await openSheet('Filters, 2 selected');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const boxes = within(sheet).getAllByRole('checkbox');
    expect(boxes).toHaveLength(11);
    expect(within(sheet).getByRole('checkbox', { name: 'Baklava' })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: 'Teas' })).toBeChecked();
    expect(within(sheet).getByRole('checkbox', { name: 'Turkish delight' })).not.toBeChecked();
  });

  it('applies a box at once with category ids, counts in the Show button, and closes on it', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Listing initial={[]} onChange={onChange} />);
    const sheet = await openSheet('Filters');
    expect(within(sheet).getByRole('button', { name: 'Show 12 products' })).toBeInTheDocument();

    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Turkish delight' }));
    expect(onChange).toHaveBeenLastCalledWith(['turkish-delight']);
    expect(screen.getByRole('button', { name: 'Filters, 1 selected' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Show 1 product' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
  });

  it('clears every box with Clear all, which does nothing when none is checked', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Listing initial={['honey', 'nuts']} onChange={onChange} />);
    const sheet = await openSheet('Filters, 2 selected');
    const clearAll = within(sheet).getByRole('button', { name: 'Clear all' });
    expect(clearAll).not.toHaveAttribute('aria-disabled');

    await userEvent.click(clearAll);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(within(sheet).getByRole('checkbox', { name: 'Honey' })).not.toBeChecked();
    expect(clearAll).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, so the focus stays in the sheet; a second press sends nothing.
    expect(clearAll).toHaveFocus();
    await userEvent.click(clearAll);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('showProductsLabel', () => {
  it('counts in words, singular for one, and waits for a count it does not know', () => {
    expect(showProductsLabel(0)).toBe('Show 0 products');
    expect(showProductsLabel(1)).toBe('Show 1 product');
    expect(showProductsLabel(51)).toBe('Show 51 products');
    expect(showProductsLabel(null)).toBe('Show products');
  });
});
