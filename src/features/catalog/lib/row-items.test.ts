import { describe, expect, it } from 'vitest';
import { ROW_MAX_PRODUCTS, rowDurationSeconds, rowLayout } from './row-items';

const products = (count: number) => Array.from({ length: count }, (_, index) => `p${index + 1}`);

describe('rowLayout', () => {
  it('shows every product of a category of 20, in two copies so the loop has no jump', () => {
    expect(rowLayout(products(20))).toEqual({ shown: products(20), copies: 2, capped: false });
  });

  it('repeats a short category to about 15 cards', () => {
    for (const count of [1, 2, 3, 4, 5, 7]) {
      const { shown, copies } = rowLayout(products(count));
      expect(shown.length * copies, `${count} products`).toBeGreaterThanOrEqual(14);
      expect(shown.length * copies, `${count} products`).toBeLessThanOrEqual(16);
    }
    expect(rowLayout(products(3))).toEqual({ shown: products(3), copies: 5, capped: false });
    const cards = (count: number) => {
      const { shown, copies } = rowLayout(products(count));
      return shown.length * copies;
    };
    expect([cards(1), cards(4), cards(5), cards(8)]).toEqual([15, 16, 15, 16]);
  });

  it('keeps a huge category to its first products, and says it did', () => {
    const layout = rowLayout(products(5000));
    expect(layout.shown).toEqual(products(ROW_MAX_PRODUCTS));
    expect(layout.capped).toBe(true);
    expect(layout.shown.length * layout.copies).toBeLessThanOrEqual(2 * ROW_MAX_PRODUCTS);
  });

  it('has nothing to show for an empty category', () => {
    expect(rowLayout([])).toEqual({ shown: [], copies: 0, capped: false });
  });
});

describe('rowDurationSeconds', () => {
  it('lasts 6 s per product in the row', () => {
    expect(rowDurationSeconds(3)).toBe(18);
    expect(rowDurationSeconds(0)).toBe(6);
  });
});
