import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount } from './numbers';

describe('formatCount and formatAmount', () => {
  it('follow the language: 5,000 in English, 5.000 in Turkish', () => {
    expect(formatCount(5000, 'en')).toBe('5,000');
    expect(formatCount(5000, 'tr')).toBe('5.000');
    expect(formatAmount(1234.5, 'en')).toBe('1,234.5');
    expect(formatAmount(1234.5, 'tr')).toBe('1.234,5');
  });
});
