import { describe, expect, it } from 'vitest';
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
