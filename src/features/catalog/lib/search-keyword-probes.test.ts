import { describe, expect, it } from 'vitest';
import { searchCatalog, searchCatalogByPattern } from '../../../../mocks/handlers/products';
import { scaledCatalog } from '../../../../mocks/scale';
import {
  foldProbeFrom,
  PATTERN_PROBES,
  readFoldProbe,
  readPatternProbes,
  type ProbeAnswer,
} from './search-keyword-probes';

const found = (...ids: string[]): ProbeAnswer => ({ kind: 'found', ids });
const REFUSED: ProbeAnswer = { kind: 'refused' };
const UNKNOWN: ProbeAnswer = { kind: 'unknown' };

describe('the probes that tell how a backend reads a search keyword', () => {
  it('a refused invalid pattern beside an answered valid one is a pattern; both answered is text; else nothing', () => {
    expect(readPatternProbes(REFUSED, found())).toBe(true);
    expect(readPatternProbes(REFUSED, found('a', 'b'))).toBe(true);
    expect(readPatternProbes(found(), found())).toBe(false);
    expect(readPatternProbes(found('a'), found())).toBe(false);
    // A backend that refuses both, or answers neither, says nothing of how it reads a keyword.
    expect(readPatternProbes(REFUSED, REFUSED)).toBeUndefined();
    expect(readPatternProbes(found(), REFUSED)).toBeUndefined();
    expect(readPatternProbes(UNKNOWN, found())).toBeUndefined();
    expect(readPatternProbes(REFUSED, UNKNOWN)).toBeUndefined();
  });

  it('read without knowing the catalog, and small: on 5,000 products both readings answer them with next to nothing', () => {
    const catalog = scaledCatalog(5000);
    expect(() => new RegExp(PATTERN_PROBES.invalid, 'i')).toThrow();
    expect(searchCatalogByPattern(catalog, PATTERN_PROBES.valid)).toEqual([]);
    expect(searchCatalog(catalog, PATTERN_PROBES.invalid)).toEqual([]);
    expect(searchCatalog(catalog, PATTERN_PROBES.valid)).toEqual([]);
  });

  it('the folding probe swaps the twin letters of a rare word of a product just read, and reads whether that product came back', () => {
    const products = [
      { _id: 'p1', title: 'Antep Fıstıklı Baklava, 500 g', description: 'Pistachio layers' },
      { _id: 'p2', title: 'Fıstıklı Çikolata, 80 g', description: 'Dark chocolate' },
      { _id: 'p3', title: 'Baklava', description: 'Walnut' },
    ];
    // "Fıstıklı" is in two of the three, "Pistachio" in one: the rarer word, the smaller answer.
    const probe = foldProbeFrom(products);
    expect(probe).toEqual({ keyword: 'Pıştaçhıö', productId: 'p1' });
    expect(readFoldProbe({ keyword: 'Pıştaçhıö', productId: 'p1' }, found('p9', 'p1'))).toBe(true);
    expect(readFoldProbe({ keyword: 'Pıştaçhıö', productId: 'p1' }, found('p9'))).toBe(false);
    expect(readFoldProbe({ keyword: 'Pıştaçhıö', productId: 'p1' }, REFUSED)).toBeUndefined();
    expect(foldProbeFrom([{ _id: 'x', title: 'Bal', description: 'Kate Bal' }])).toBeNull();
    expect(foldProbeFrom([])).toBeNull();
  });

  it('the folding probe counts a word in titles and descriptions alike: the rarer word wins over a longer one', () => {
    const products = [
      { _id: 'p1', title: 'Fıstıklı Lokum' },
      { _id: 'p2', title: 'Helva', description: 'Fıstıklı' },
    ];
    // "Fıstıklı" is in both (once in a description), "Lokum" in one.
    expect(foldProbeFrom(products)).toEqual({ keyword: 'Löküm', productId: 'p1' });
    // A product with no capitalised word gives no probe.
    expect(foldProbeFrom([{ _id: 'x', title: 'bal' }])).toBeNull();
  });

  it('of words as rare, the folding probe takes the longest, and of those as long the first read', () => {
    const products = [
      { _id: 'a', title: 'Gül Lokumu' },
      { _id: 'b', title: 'Sucuklu Pide' },
      { _id: 'c', title: 'Kestane Şekeri' },
    ];
    // "Sucuklu" and "Kestane" are the longest (seven letters); "Sucuklu" is read first.
    expect(foldProbeFrom(products)).toEqual({ keyword: 'Süçüklü', productId: 'b' });
  });

  it('the folding probe is chosen from the first 40 products of the answer only', () => {
    const common = Array.from({ length: 40 }, (_, index) => ({
      _id: `p${index}`,
      title: 'Fıstıklı Baklava',
    }));
    const products = [...common, { _id: 'p40', title: 'Cevizli Sucuk' }];
    // "Cevizli" would be rarer, but it is past the sample.
    expect(foldProbeFrom(products)).toEqual({ keyword: 'Fiştikli', productId: 'p0' });
  });

  it('on a backend that folds, the folding probe finds its product again; on the original server it does not', () => {
    const catalog = scaledCatalog(200);
    const probe = foldProbeFrom(catalog.slice(0, 20));
    if (!probe) throw new Error('no probe');
    const folding = searchCatalog(catalog, probe.keyword).map((product) => product._id);
    const original = searchCatalogByPattern(catalog, probe.keyword).map((product) => product._id);
    expect(readFoldProbe(probe, found(...folding))).toBe(true);
    expect(readFoldProbe(probe, found(...original))).toBe(false);
  });
});
