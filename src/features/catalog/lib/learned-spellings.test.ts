import { describe, expect, it } from 'vitest';
import { categoryRequestValues } from '../api/products-api';
import { categoryById } from '../categories';
import {
  LEARNED_SPELLINGS_STORAGE_KEY,
  learnSpellings,
  learnedSpellings,
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
    expect(JSON.parse(localStorage.getItem(LEARNED_SPELLINGS_STORAGE_KEY) ?? '{}')).toEqual({
      [SHOP_API]: { baklava: ['baklava'], 'turkish-delight': ['turkishDelight'] },
      [OTHER_API]: { baklava: ['Baklava'] },
    });
  });

  it('a partial answer adds what it shows; the whole catalogue replaces what was known', () => {
    learnSpellings(SHOP_API, ['Baklava', 'Honey'], { complete: true });
    learnSpellings(SHOP_API, ['Teas'], { complete: false });
    expect(learnedSpellings(SHOP_API)).toEqual({ baklava: ['Baklava'], honey: ['Honey'], teas: ['Teas'] });

    // The backend moved to ids: its next catalogue says so, and the labels are forgotten.
    learnSpellings(SHOP_API, ['baklava', 'teas'], { complete: true });
    expect(learnedSpellings(SHOP_API)).toEqual({ baklava: ['baklava'], teas: ['teas'] });
  });

  it('reads a damaged or foreign store as nothing known, never failing', () => {
    localStorage.setItem(LEARNED_SPELLINGS_STORAGE_KEY, '{not json');
    expect(learnedSpellings(SHOP_API)).toEqual({});
    localStorage.setItem(
      LEARNED_SPELLINGS_STORAGE_KEY,
      JSON.stringify({ [SHOP_API]: { baklava: 'Baklava', honey: ['Honey', 7, 'Teas'], nope: ['x'] } }),
    );
    expect(learnedSpellings(SHOP_API)).toEqual({ honey: ['Honey'] });
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
