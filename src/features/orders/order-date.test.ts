import { describe, expect, it } from 'vitest';
import { orderDatePart } from './schemas';

describe('orderDatePart', () => {
  it('writes Turkish dates with a two-digit day and month, English ones as the stored date part', () => {
    expect(orderDatePart('2026-11-05T09:14:00.000Z', 'tr')).toBe('05.11.2026');
    expect(orderDatePart('2026-01-09T23:59:00.000Z', 'tr')).toBe('09.01.2026');
    expect(orderDatePart('2026-12-25T00:00:00.000Z', 'tr')).toBe('25.12.2026');
    expect(orderDatePart('2026-11-05T09:14:00.000Z', 'en')).toBe('2026-11-05');
  });

  it('keeps the calendar day the backend stored, and shows what it cannot read as sent', () => {
    // Late in the UTC day: a viewer east of Greenwich is already on the next day, but the order's day is stored.
    expect(orderDatePart('2026-03-31T23:30:00.000Z', 'tr')).toBe('31.03.2026');
    expect(orderDatePart('2026-03-31', 'tr')).toBe('31.03.2026');
    expect(orderDatePart('yesterday', 'tr')).toBe('yesterday');
    expect(orderDatePart('', 'tr')).toBe('—');
  });
});
