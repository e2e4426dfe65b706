import { describe, expect, it } from 'vitest';
import { formatDollars } from './price-format';
import type { Locale } from './preferred-locale';

const intl = (locale: Locale) =>
  new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    useGrouping: locale === 'tr' ? 'always' : 'min2',
  });

/** A generator of the same numbers on every run (a failure can be run again). */
function numbers(seed: number, count: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, index) => {
    const scale = 10 ** Math.floor(next() * 9);
    // Thousandths (halves included), cents, and any double.
    if (index % 3 === 0) return Math.round(next() * scale * 1000) / 1000;
    if (index % 3 === 1) return Math.round(next() * scale * 100) / 100;
    return next() * scale;
  });
}

describe('formatDollars writes prices as Intl.NumberFormat does', () => {
  it.each(['en', 'tr'] as const)('in %s, on edge cases', (locale) => {
    const format = intl(locale);
    for (const amount of [
      0, -0, 0.005, 0.004, 1.005, 2.675, 9.995, 999.995, 1000, 9999.995, 10000, 99999.999, 123456789.125,
      1234567890123456, 1e20, 1e-7, -1e-7, -3.2, -1234.5, -0.001, 18.99, 24.99, 3678.165,
    ])
      expect(formatDollars(amount, locale), String(amount)).toBe(format.format(amount));
  });

  it('shows an amount beyond any price (10^21 and more, not a number) as it is', () => {
    expect(formatDollars(1e21, 'en')).toBe('$1e+21');
    expect(formatDollars(Number.NaN, 'tr')).toBe('$NaN');
  });

  it.each(['en', 'tr'] as const)('in %s, on 30,000 generated amounts', (locale) => {
    const format = intl(locale);
    for (const amount of numbers(locale === 'en' ? 7 : 11, 30_000)) {
      const written = formatDollars(amount, locale);
      if (written !== format.format(amount)) expect(written, String(amount)).toBe(format.format(amount));
    }
  });
});
