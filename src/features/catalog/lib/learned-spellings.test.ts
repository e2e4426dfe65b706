import { describe, expect, it } from 'vitest';
import { categoryRequestValues } from '../api/listing-requests';
import { CATEGORY_LIST, categoryById, knownCategory } from '../category-ids';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import {
  learnSpellings,
  learnedSpellings,
  SPELLING_MAX_LENGTH,
  SPELLINGS_KEPT_PER_CATEGORY,
  spellingsToRequest,
} from './learned-spellings';

const SHOP_API = 'https://api.lokum.example';
const OTHER_API = 'https://other.example';

describe('learning how a backend spells its categories', () => {
  it('knows nothing of a backend it has not read', () => {
    expect(learnedSpellings(SHOP_API)).toEqual({});
  });

  it('remembers the stored values per category, per backend origin, in localStorage', () => {
    learnSpellings(SHOP_API, ['baklava', 'turkishDelight', 'baklava', 'Kitchenware', ''], { complete: true });
    learnSpellings(OTHER_API, ['Baklava'], { complete: true });

    expect(learnedSpellings(SHOP_API)).toEqual({
      baklava: ['baklava'],
      'turkish-delight': ['turkishDelight'],
    });
    expect(learnedSpellings(OTHER_API)).toEqual({ baklava: ['Baklava'] });
    // What a reload or a fresh tab reads.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.categorySpellings) ?? '{}')).toEqual({
      [SHOP_API]: { baklava: ['baklava'], 'turkish-delight': ['turkishDelight'] },
      [OTHER_API]: { baklava: ['Baklava'] },
    });
  });

  it('a partial answer adds what it shows; the whole catalog replaces what was known', () => {
    learnSpellings(SHOP_API, ['Baklava', 'Honey'], { complete: true });
    learnSpellings(SHOP_API, ['Teas'], { complete: false });
    expect(learnedSpellings(SHOP_API)).toEqual({ baklava: ['Baklava'], honey: ['Honey'], teas: ['Teas'] });

    // The backend moved to ids: its next catalog says so, and the labels are forgotten.
    learnSpellings(SHOP_API, ['baklava', 'teas'], { complete: true });
    expect(learnedSpellings(SHOP_API)).toEqual({ baklava: ['baklava'], teas: ['teas'] });
  });

  it('reads a damaged or foreign store as nothing known, never failing', () => {
    localStorage.setItem(STORAGE_KEYS.categorySpellings, '{not json');
    expect(learnedSpellings(SHOP_API)).toEqual({});
    localStorage.setItem(
      STORAGE_KEYS.categorySpellings,
      JSON.stringify({ [SHOP_API]: { baklava: 'Baklava', honey: ['Honey', 7, 'Teas'], nope: ['x'] } }),
    );
    expect(learnedSpellings(SHOP_API)).toEqual({ honey: ['Honey'] });
  });

  it('reads a store of null, or null for one backend, as nothing known of it, never failing', () => {
    localStorage.setItem(STORAGE_KEYS.categorySpellings, 'null');
    expect(learnedSpellings(SHOP_API)).toEqual({});
    localStorage.setItem(
      STORAGE_KEYS.categorySpellings,
      JSON.stringify({ [OTHER_API]: null, [SHOP_API]: { honey: ['Honey'] } }),
    );
    expect(learnedSpellings(OTHER_API)).toEqual({});
    expect(learnedSpellings(SHOP_API)).toEqual({ honey: ['Honey'] });
  });

  it('reads only categories stored under their id, with at least one spelling of that category', () => {
    localStorage.setItem(
      STORAGE_KEYS.categorySpellings,
      JSON.stringify({
        [SHOP_API]: {
          Baklava: ['Baklava'],
          turkishDelight: ['turkishDelight'],
          honey: [7, 'Kitchenware', 'Teas'],
          teas: [['Teas'], 'teas', { value: 'Teas' }],
        },
      }),
    );
    expect(learnedSpellings(SHOP_API)).toEqual({ teas: ['teas'] });
  });

  it('an unreadable backend entry takes no place among the four backends remembered', () => {
    localStorage.setItem(
      STORAGE_KEYS.categorySpellings,
      JSON.stringify({
        'https://api1.example': { honey: ['honey'] },
        'https://broken.example': 'honey',
        'https://api2.example': { honey: ['honey'] },
        'https://api3.example': { honey: ['honey'] },
      }),
    );
    learnSpellings('https://api4.example', ['honey'], { complete: true });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.categorySpellings) ?? '{}') as object;
    expect(Object.keys(stored)).toEqual([1, 2, 3, 4].map((index) => `https://api${index}.example`));
    expect(learnedSpellings('https://api1.example')).toEqual({ honey: ['honey'] });
  });
});

describe('what is learned is bounded', () => {
  it('keeps at most three spellings a category, those most products use, whatever the records', () => {
    // 2,000 odd records: every one a new way of writing "Baklava", and a few hundred plain ones.
    const odd = Array.from({ length: 2000 }, (_, index) => {
      const letters = [...'baklava'].map((letter, at) => ((index >> at) & 1 ? letter.toUpperCase() : letter));
      const separator = ['-', '_', ' '][Math.floor((index >> 7) / 6) % 3] ?? '';
      letters.splice(1 + ((index >> 7) % 6), 0, separator);
      return letters.join('');
    });
    expect(new Set(odd).size).toBe(2000);
    expect(odd.every((value) => knownCategory(value)?.id === 'baklava')).toBe(true);
    const plain = [...Array<string>(300).fill('baklava'), ...Array<string>(200).fill('Baklava')];
    learnSpellings(SHOP_API, [...odd, ...plain, ...Array<string>(5).fill('BAKLAVA'), 'honey'], {
      complete: true,
    });
    expect(learnedSpellings(SHOP_API).baklava).toEqual(['baklava', 'Baklava', 'BAKLAVA']);

    // Partial answers add to what is known, never past the bound.
    learnSpellings(SHOP_API, ['b-aklava', 'Ba_klava', 'honey', 'Honey'], { complete: false });
    const learned = learnedSpellings(SHOP_API);
    expect(learned.baklava).toEqual(['baklava', 'Baklava', 'BAKLAVA']);
    expect(learned.honey).toEqual(['honey', 'Honey']);
    expect(categoryRequestValues(['baklava', 'honey'], learned)).toHaveLength(5);
  });

  it('a filter of every category carries at most 33 values, however the store was written', () => {
    const many = Object.fromEntries(
      CATEGORY_LIST.map((category) => [
        category.id,
        Array.from({ length: 50 }, (_, index) => `${category.label}${'_'.repeat(index)}`),
      ]),
    );
    localStorage.setItem(STORAGE_KEYS.categorySpellings, JSON.stringify({ [SHOP_API]: many }));
    const values = categoryRequestValues(
      CATEGORY_LIST.map((category) => category.id),
      learnedSpellings(SHOP_API),
    );
    expect(values).toHaveLength(CATEGORY_LIST.length * SPELLINGS_KEPT_PER_CATEGORY);
  });

  it('learns no spelling longer than 64 characters, from an answer or from storage', () => {
    const padded = `honey${'_'.repeat(200_000)}`;
    const longest = `honey${'_'.repeat(SPELLING_MAX_LENGTH - 'honey'.length)}`;
    learnSpellings(SHOP_API, [padded, padded, 'baklava'], { complete: true });
    expect(learnedSpellings(SHOP_API)).toEqual({ baklava: ['baklava'] });
    expect(localStorage.getItem(STORAGE_KEYS.categorySpellings)).not.toContain('honey');

    localStorage.setItem(
      STORAGE_KEYS.categorySpellings,
      JSON.stringify({ [SHOP_API]: { honey: [padded, longest, `${longest}_`] } }),
    );
    expect(learnedSpellings(SHOP_API)).toEqual({ honey: [longest] });
    expect(categoryRequestValues(['honey'], learnedSpellings(SHOP_API))).toEqual([longest]);
  });

  it('remembers the last four backends read', () => {
    for (const index of [1, 2, 3, 4, 5])
      learnSpellings(`https://api${index}.example`, ['honey'], { complete: true });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.categorySpellings) ?? '{}') as object;
    expect(Object.keys(stored)).toEqual([2, 3, 4, 5].map((index) => `https://api${index}.example`));
  });
});

describe('the category values a filter request carries', () => {
  it('one value a category, in the spelling learned', () => {
    const learned = { baklava: ['baklava'], 'turkish-delight': ['turkishDelight'], honey: ['honey'] };
    expect(categoryRequestValues(['baklava', 'honey'], learned)).toEqual(['baklava', 'honey']);
    expect(categoryRequestValues(['turkish-delight'], learned)).toEqual(['turkishDelight']);
  });

  it('a category not seen yet goes out in the style of the others', () => {
    expect(categoryRequestValues(['nuts'], { 'turkish-delight': ['Turkish delight'] })).toEqual(['Nuts']);
    // "Baklava" is a label in either case style: both stay open for a two-word category.
    expect(categoryRequestValues(['turkish-delight'], { baklava: ['Baklava'] })).toEqual([
      'Turkish delight',
      'Turkish Delight',
    ]);
    expect(categoryRequestValues(['turkish-delight', 'oil'], { teas: ['teas'], nuts: ['nuts'] })).toEqual([
      // "teas" and "nuts" fit ids in every case style: the two-word category stays open…
      'turkish-delight',
      'turkishdelight',
      'turkish_delight',
      'turkishDelight',
      'turkish delight',
      // …while a one-word one has a single spelling in all of them.
      'oil',
    ]);
    expect(
      categoryRequestValues(['spices'], { 'turkish-delight': ['turkish_delight'], baklava: ['baklava'] }),
    ).toEqual(['spices']);
    expect(spellingsToRequest(categoryById('turkish-delight'), { honey: ['honey'], nuts: ['Nuts'] })).toEqual(
      // Mixed styles fit no single one: the one most values use (ties to ids).
      ['turkish-delight'],
    );
  });

  it('nothing known at all: every spelling the shop derives, once', () => {
    expect(categoryRequestValues(['baklava', 'turkish-delight'], {})).toEqual([
      'baklava',
      'Baklava',
      'turkish-delight',
      'Turkish delight',
      'turkishdelight',
      'turkish_delight',
      'turkishDelight',
      'turkish delight',
      'Turkish Delight',
    ]);
  });

  it('a backend seen storing a category in two spellings is asked for both; unknown values go as they are', () => {
    expect(categoryRequestValues(['honey', 'Kitchenware'], { honey: ['Honey', 'honey'] })).toEqual([
      'Honey',
      'honey',
      'Kitchenware',
    ]);
  });
});
