import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('upper-cases by the language: "ilker" is İ in Turkish and I in English', () => {
    expect(initials('ilker', 'tr')).toBe('İ');
    expect(initials('ilker', 'en')).toBe('I');
    expect(initials('ılgaz ışık', 'tr')).toBe('II');
    expect(initials('irem inci', 'tr')).toBe('İİ');
  });

  it('takes the first letters of the first words, as many as asked', () => {
    expect(initials('Deniz Aydın', 'en')).toBe('DA');
    expect(initials('  ayşe  nur yılmaz ', 'tr')).toBe('AN');
    expect(initials('deniz aydın', 'tr', 1)).toBe('D');
    expect(initials('𝒜lice', 'en')).toBe('𝒜');
  });

  it('falls back to a question mark for an empty name', () => {
    expect(initials('', 'tr')).toBe('?');
    expect(initials('   ', 'en', 1)).toBe('?');
  });
});
