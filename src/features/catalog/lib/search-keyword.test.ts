import { describe, expect, it } from 'vitest';
import { holdsEveryWord, keywordToSend, searchWords } from './search-keyword';

describe('what a search sends and keeps (any backend)', () => {
  it('sends a part every backend reads alike: never a pattern, the same folded or not', () => {
    expect(keywordToSend('baklava')).toBe('baklava');
    expect(keywordToSend('findik')).toBe('nd');
    expect(keywordToSend('Fındık')).toBe('nd');
    expect(keywordToSend('lokum (500g')).toBe('500');
    expect(keywordToSend('lokum')).toBe('lokum');
    expect(keywordToSend('c++')).toBe('c');
    expect(keywordToSend('100%')).toBe('100');
    expect(keywordToSend('kahve')).toBe('kahve');
    for (const keyword of ['.', '%', '/', '?', '#', '(', '*', '  '])
      expect(keywordToSend(keyword)).toBeNull();
    for (const keyword of ['lokum (500g', 'c++', '[a-', 'a|b', '\\\\', '^$', 'x{2,']) {
      const sent = keywordToSend(keyword) ?? '';
      expect(() => new RegExp(sent, 'i'), keyword).not.toThrow();
      expect(sent, keyword).toMatch(/^[\p{L}\p{N}]*$/u);
    }
  });

  it('keeps the products holding every word, folded, spaces and punctuation aside', () => {
    const lokum = { title: 'Güllü Lokum, 500 g', description: 'Rose', category: 'turkishDelight' };
    const fistik = { title: 'Fıstıklı Çikolata, 80 g', description: '', category: 'chocolate' };
    expect(searchWords('lokum (500g')).toEqual(['lokum', '500g']);
    expect(holdsEveryWord(lokum, searchWords('lokum (500g'))).toBe(true);
    expect(holdsEveryWord(fistik, searchWords('lokum (500g'))).toBe(false);
    expect(holdsEveryWord(fistik, searchWords('fistikli cikolata'))).toBe(true);
    expect(holdsEveryWord({ title: 'Kestane', brand: 'Lokum & Co.' }, searchWords('lokum'))).toBe(true);
  });
});
