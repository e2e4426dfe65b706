import { describe, expect, it } from 'vitest';
import { searchCatalog, searchCatalogByPattern } from '../../../../mocks/handlers/products';
import { seedProducts } from '../../../../mocks/seed-catalog';
import { holdsEveryWord, keywordToSend, searchWords } from './search-keyword';

/** The hostile keywords of issue 46: each must still search, and send nothing a backend could misread. */
const HOSTILE = ['c++', '100%', 'a/b', 'tea?', 'nuts#1', 'lokum (500g', '.', '*'];
/** Keywords whose results hang on Turkish letters, spaces and punctuation. */
const TURKISH = [
  'findik',
  'Fındık',
  'FINDIK',
  'fıstıklı çikolata',
  'İncir',
  'kestane +bal',
  'cevizli',
  'sucuk',
];

const PATTERN = { pattern: true } as const;
const FOLDED_TEXT = { pattern: false, foldsTurkish: true } as const;

describe('what a search sends and keeps (any backend)', () => {
  it('while the reading is unknown, sends a part every backend reads alike: never a pattern, the same folded or not', () => {
    expect(keywordToSend('baklava')).toBe('baklava');
    expect(keywordToSend('findik')).toBe('nd');
    expect(keywordToSend('Fındık')).toBe('nd');
    expect(keywordToSend('lokum (500g')).toBe('500');
    expect(keywordToSend('lokum')).toBe('lokum');
    expect(keywordToSend('c++')).toBe('c');
    expect(keywordToSend('100%')).toBe('100');
    expect(keywordToSend('kahve')).toBe('kahve');
    // A backend that matches text without folding gets the same.
    expect(keywordToSend('findik', { pattern: false, foldsTurkish: false })).toBe('nd');
    expect(keywordToSend('findik', { pattern: false })).toBe('nd');
    for (const keyword of ['.', '%', '/', '?', '#', '(', '*', '  '])
      expect(keywordToSend(keyword)).toBeNull();
    for (const keyword of ['lokum (500g', 'c++', '[a-', 'a|b', '\\\\', '^$', 'x{2,']) {
      const sent = keywordToSend(keyword) ?? '';
      expect(() => new RegExp(sent, 'i'), keyword).not.toThrow();
      expect(sent, keyword).toMatch(/^[\p{L}\p{N}]*$/u);
    }
  });

  it('while the reading is unknown, falls back to a run without i or ı, then to the longest word', () => {
    // No run of two letters without a Turkish twin: the longest run without i/ı, the twins mixed up most.
    expect(keywordToSend('sisli')).toBe('sl');
    expect(keywordToSend('üç')).toBe('üç');
    // No such run of two either: the longest word, as typed.
    expect(keywordToSend('çiğ')).toBe('çiğ');
    expect(keywordToSend('ii ı')).toBe('ii');
    // Said to fold, but not yet known to match text: still the part every reading matches alike.
    expect(keywordToSend('findik', { foldsTurkish: true })).toBe('nd');
  });

  it('to a backend that reads a pattern, sends the longest run of letters or digits with each Turkish twin as a class', () => {
    expect(keywordToSend('pistachio', PATTERN)).toBe('p[iıİ][sş]ta[cç]h[iıİ][oö]');
    expect(keywordToSend('findik', PATTERN)).toBe('f[iıİ]nd[iıİ]k');
    expect(keywordToSend('Fındık', PATTERN)).toBe('f[iıİ]nd[iıİ]k');
    expect(keywordToSend('FINDIK', PATTERN)).toBe('f[iıİ]nd[iıİ]k');
    expect(keywordToSend('baklava', PATTERN)).toBe('baklava');
    expect(keywordToSend('crème', PATTERN)).toBe('[cç]r[eè]me');
    expect(keywordToSend('lokum (500g', PATTERN)).toBe('l[oö]k[uü]m');
    expect(keywordToSend('c++', PATTERN)).toBe('[cç]');
    expect(keywordToSend('100%', PATTERN)).toBe('100');
    expect(keywordToSend('a/b', PATTERN)).toBe('a');
    expect(keywordToSend('tea?', PATTERN)).toBe('tea');
    expect(keywordToSend('nuts#1', PATTERN)).toBe('n[uü]t[sş]');
    // A letter that folds to more than one (a Hangul syllable to its jamo) has no plain twin: it goes as typed.
    expect(keywordToSend('김치', PATTERN)).toBe('김치');
    expect(keywordToSend('.', PATTERN)).toBeNull();
    expect(keywordToSend('*', PATTERN)).toBeNull();
  });

  it('to a backend that matches text and folds Turkish letters, sends that run itself', () => {
    expect(keywordToSend('pistachio', FOLDED_TEXT)).toBe('pistachio');
    expect(keywordToSend('Fındık', FOLDED_TEXT)).toBe('fındık');
    expect(keywordToSend('lokum (500g', FOLDED_TEXT)).toBe('lokum');
    expect(keywordToSend('nuts#1', FOLDED_TEXT)).toBe('nuts');
    expect(keywordToSend('*', FOLDED_TEXT)).toBeNull();
  });

  it('sends letters, digits and twin classes only, lower-case outside the classes (a probe keeps a capital)', () => {
    for (const keyword of [...HOSTILE, ...TURKISH, 'PISTACHIO', 'Ölçü 1/2'])
      for (const reading of [{}, PATTERN, FOLDED_TEXT]) {
        const sent = keywordToSend(keyword, reading);
        if (sent === null) continue;
        const outsideClasses = sent.replace(/\[[\p{L}]+\]/gu, '');
        expect(outsideClasses, `${keyword} → ${sent}`).toMatch(/^[\p{Ll}\p{N}]*$/u);
        expect(() => new RegExp(sent, 'i')).not.toThrow();
      }
  });

  it('what is sent finds every product the shop keeps, on the original server and on a folding one, and never fails', () => {
    const products = seedProducts;
    for (const keyword of [...HOSTILE, ...TURKISH, 'pistachio', 'baklava', '500g', 'bal']) {
      const kept = products.filter((product) => holdsEveryWord(product, searchWords(keyword)));
      const asPattern = keywordToSend(keyword, PATTERN);
      const asText = keywordToSend(keyword, FOLDED_TEXT);
      // A keyword of punctuation alone sends nothing and has no results.
      if (asPattern === null || asText === null) {
        expect([asPattern, asText], keyword).toEqual([null, null]);
        continue;
      }
      const byPattern = new Set(searchCatalogByPattern(products, asPattern));
      const byText = new Set(searchCatalog(products, asText));
      for (const product of kept) {
        expect(byPattern.has(product), `${keyword} → ${asPattern}: ${product.title}`).toBe(true);
        expect(byText.has(product), `${keyword} → ${asText}: ${product.title}`).toBe(true);
      }
    }
    // Turkish letters typed without them, and the other way round, on the server that does not fold.
    const titles = (keyword: string) =>
      searchCatalogByPattern(products, keywordToSend(keyword, PATTERN) ?? '').map((product) => product.title);
    expect(titles('findik')).toContain('Fındık Yağı, 1 L');
    expect(titles('fındık')).toContain('Fındık Yağı, 1 L');
    expect(titles('antep fistikli')).toContain('Antep Fıstıklı Baklava, 500 g');
  });

  it('keeps the products holding every word, folded, spaces and punctuation aside', () => {
    const lokum = { title: 'Güllü Lokum, 500 g', description: 'Rose', category: 'turkishDelight' };
    const fistik = { title: 'Fıstıklı Çikolata, 80 g', description: '', category: 'chocolate' };
    expect(searchWords('lokum (500g')).toEqual(['lokum', '500g']);
    expect(holdsEveryWord(lokum, searchWords('lokum (500g'))).toBe(true);
    expect(holdsEveryWord(fistik, searchWords('lokum (500g'))).toBe(false);
    expect(holdsEveryWord(fistik, searchWords('fistikli cikolata'))).toBe(true);
    expect(holdsEveryWord({ title: 'Kestane', brand: 'Lokum & Co.' }, searchWords('lokum'))).toBe(true);
    // A keyword of punctuation alone has no words; a missing field holds none, and no word spans two fields.
    expect(searchWords('?!')).toEqual([]);
    expect(holdsEveryWord({ title: 'Lokum' }, searchWords('lokum here'))).toBe(false);
    const rose = { title: 'Lokum', description: 'Rose' };
    expect(holdsEveryWord(rose, searchWords('lokum rose'))).toBe(true);
    expect(holdsEveryWord(rose, searchWords('lokumrose'))).toBe(false);
  });
});
