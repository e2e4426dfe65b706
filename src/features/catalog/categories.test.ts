import { describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/i18n';
import { categoryLabel, categoryName, categorySpellings, sameCategory, spellingFor } from './categories';
import { spellingStyleOf } from './category-spellings';
import { CATEGORY_LIST, knownCategory, normaliseCategoryIds } from './category-ids';

const SPELLINGS_OF_TURKISH_DELIGHT = [
  'turkish-delight',
  'turkishdelight',
  'turkishDelight',
  'turkish_delight',
  'Turkish delight',
  'TURKISH DELIGHT',
  ' Turkish-Delight ',
];

describe('the category registry', () => {
  it('holds the eleven categories, each with an id and a label', () => {
    expect(CATEGORY_LIST.map((category) => category.label)).toEqual([
      'Baklava',
      'Turkish delight',
      'Chocolate',
      'Spices',
      'Teas',
      'Nuts',
      'Coffee',
      'Oil',
      'Cosmetics',
      'Honey',
      'Perfumes',
    ]);
    expect(new Set(CATEGORY_LIST.map((category) => category.id)).size).toBe(11);
  });

  it('matches every spelling of a category, ignoring case, spaces, "-" and "_"', () => {
    for (const spelling of SPELLINGS_OF_TURKISH_DELIGHT) {
      expect(knownCategory(spelling)?.id, spelling).toBe('turkish-delight');
      expect(categoryLabel(spelling), spelling).toBe('Turkish delight');
      expect(sameCategory(spelling, 'Turkish delight'), spelling).toBe(true);
    }
    expect(knownCategory('baklava')).toBe(knownCategory('Baklava'));
    expect(sameCategory('baklava', 'turkish-delight')).toBe(false);
  });

  it('labels a category that is none of the eleven with its own value, and an empty one as Other', () => {
    expect(knownCategory('Kitchenware')).toBeUndefined();
    expect(categoryLabel(' Kitchenware ')).toBe('Kitchenware');
    expect(categoryLabel('')).toBe('Other');
  });

  it('shows the names in the current language, and keeps the English labels backends store', async () => {
    await activateLocale('tr');
    expect(CATEGORY_LIST.map((category) => categoryName(category))).toEqual([
      'Baklava',
      'Lokum',
      'Çikolata',
      'Baharatlar',
      'Çaylar',
      'Kuruyemiş',
      'Kahve',
      'Yağlar',
      'Kozmetik',
      'Bal',
      'Parfümler',
    ]);
    expect(categoryLabel('turkishDelight')).toBe('Lokum');
    expect(categoryLabel(' Kitchenware ')).toBe('Kitchenware');
    expect(categoryLabel('')).toBe('Diğer');
    expect(CATEGORY_LIST[1].label).toBe('Turkish delight');
    expect(spellingFor(CATEGORY_LIST[1], [])).toBe('Turkish delight');
  });

  it('reads ids of any spelling in catalog order, without repeats or unknown values', () => {
    expect(normaliseCategoryIds(['Honey', 'turkishDelight', 'nope', 'BAKLAVA', 'honey'])).toEqual([
      'baklava',
      'turkish-delight',
      'honey',
    ]);
  });

  it('lists the spellings a backend may store, from the id and the label', () => {
    const turkishDelight = knownCategory('turkish-delight');
    expect(turkishDelight && categorySpellings(turkishDelight)).toEqual(
      expect.arrayContaining([
        'turkish-delight',
        'turkishdelight',
        'turkishDelight',
        'turkish_delight',
        'Turkish delight',
      ]),
    );
  });
});

describe('spelling a category the way a backend stores them', () => {
  const honey = CATEGORY_LIST[9];

  it('reads the style off the stored values; labels when nothing is stored', () => {
    expect(spellingStyleOf([])).toBe('label');
    expect(spellingStyleOf(['Baklava', 'Turkish delight', 'Honey'])).toBe('label');
    expect(spellingStyleOf(['baklava', 'turkish-delight'])).toBe('kebab');
    expect(spellingStyleOf(['baklava', 'turkishDelight', 'chocolate'])).toBe('camel');
    expect(spellingStyleOf(['baklava', 'turkish_delight'])).toBe('snake');
    expect(spellingStyleOf(['turkishdelight', 'nuts'])).toBe('compact');
  });

  it('writes a new product in the spelling already used for its category, else in the backend style', () => {
    expect(spellingFor(honey, ['Honey', 'Baklava'])).toBe('Honey');
    expect(spellingFor(honey, ['honey', 'turkishDelight'])).toBe('honey');
    expect(spellingFor(CATEGORY_LIST[1], ['honey', 'spices'])).toBe('turkish-delight');
    expect(spellingFor(CATEGORY_LIST[1], ['honey', 'turkishDelight'])).toBe('turkishDelight');
    expect(spellingFor(CATEGORY_LIST[1], ['Baklava'])).toBe('Turkish delight');
    expect(spellingFor(CATEGORY_LIST[1], [])).toBe('Turkish delight');
  });
});
