import { describe, expect, it } from 'vitest';
import { rowDurationSeconds, rowLayout } from './row-items';
import { dialogStockRefusal, searchStockRefusal } from './stock-rules';

describe('stock rules', () => {
  it('the dialog refuses when cart quantity + 1 exceeds the stock', () => {
    expect(dialogStockRefusal({ totalStock: 2 }, 1)).toBeNull();
    expect(dialogStockRefusal({ totalStock: 2 }, 2)).toBe('Only 2 quantity can be added for this item');
    expect(dialogStockRefusal({ totalStock: 5 }, 7)).toBe('Only 7 quantity can be added for this item');
  });

  it('search refuses when the cart already holds the stock', () => {
    expect(searchStockRefusal({ totalStock: 2 }, 1)).toBeNull();
    expect(searchStockRefusal({ totalStock: 2 }, 2)).toBe('Only 2 quantity available for this item');
    expect(searchStockRefusal({ totalStock: 0 }, 0)).toBe('Only 0 quantity available for this item');
  });
});

describe('category rows', () => {
  it('repeats a category to about 15 cards, at least twice', () => {
    const cards = (count: number) => {
      const { shown, copies } = rowLayout(Array.from({ length: count }, (_, index) => index));
      return shown.length * copies;
    };
    expect(cards(5)).toBe(15);
    expect(cards(4)).toBe(16);
    expect(cards(1)).toBe(15);
    expect(cards(8)).toBe(16);
    expect(cards(40)).toBe(16);
    expect(rowLayout([])).toEqual({ shown: [], copies: 0 });
  });

  it('animates 6 s per product in the category', () => {
    expect(rowDurationSeconds(5)).toBe(30);
  });
});
