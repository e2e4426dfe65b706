import { describe, expect, it } from 'vitest';
import { effectivePrice, formatPrice } from './money';
import { formatDollars } from '@/boot/price-format';

describe('effectivePrice: the sale price when there is one, else the price', () => {
  it.each([
    [{ price: 21.99, salePrice: 18.99 }, 18.99],
    [{ price: 21.99, salePrice: 0 }, 21.99],
    [{ price: 21.99, salePrice: null }, 21.99],
    [{ price: 21.99 }, 21.99],
    // A negative "sale price" is no sale.
    [{ price: 21.99, salePrice: -1 }, 21.99],
  ])('%j costs %d', (item, price) => {
    expect(effectivePrice(item)).toBe(price);
  });
});

describe('prices in each language', () => {
  it('groups thousands in English only from five digits, in Turkish always, with its decimal comma', () => {
    expect(formatDollars(1000, 'en')).toBe('$1000.00');
    expect(formatDollars(10000, 'en')).toBe('$10,000.00');
    expect(formatDollars(1000, 'tr')).toBe('$1.000,00');
    expect(formatDollars(18.99, 'tr')).toBe('$18,99');
    // Asked again, each language keeps its own format.
    expect(formatDollars(1000, 'en')).toBe('$1000.00');
  });

  it('shows a dash for a price that is not known, and a zero as a price', () => {
    expect(formatPrice(undefined, 'en')).toBe('—');
    expect(formatPrice(0, 'en')).toBe('$0.00');
    expect(formatPrice(24.99, 'tr')).toBe('$24,99');
  });
});
