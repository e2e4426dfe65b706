import { describe, expect, it } from 'vitest';
import { parseTypedDay } from './day-input';

describe('parseTypedDay', () => {
  it('reads the ISO form in both languages and the day-first form in Turkish', () => {
    expect(parseTypedDay('2026-09-01', 'en')).toBe('2026-09-01');
    expect(parseTypedDay(' 2026-9-1 ', 'tr')).toBe('2026-09-01');
    expect(parseTypedDay('01.09.2026', 'tr')).toBe('2026-09-01');
    expect(parseTypedDay('1/9/2026', 'tr')).toBe('2026-09-01');
  });

  it('refuses what is not a day of the calendar, and the slashed form in English', () => {
    expect(parseTypedDay('01.09.2026', 'en')).toBeNull();
    expect(parseTypedDay('09/01/2026', 'en')).toBeNull();
    expect(parseTypedDay('31.02.2026', 'tr')).toBeNull();
    expect(parseTypedDay('2026-13-01', 'en')).toBeNull();
    expect(parseTypedDay('yesterday', 'en')).toBeNull();
    expect(parseTypedDay('', 'tr')).toBeNull();
  });
});
