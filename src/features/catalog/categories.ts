import { translate } from '@/lib/i18n/i18n';
import { knownCategory, categoryKey, type CategoryId, type KnownCategory } from './category-ids';
import { SPELLING_STYLES, STYLE_PREFERENCE, spellingStyleOf } from './category-spellings';

/** The message id of each category's name as people read it; the label stays what backends store. */
const CATEGORY_NAME_IDS: Record<CategoryId, string> = {
  baklava: 'catalog.category.baklava',
  'turkish-delight': 'catalog.category.turkishDelight',
  chocolate: 'catalog.category.chocolate',
  spices: 'catalog.category.spices',
  teas: 'catalog.category.teas',
  nuts: 'catalog.category.nuts',
  coffee: 'catalog.category.coffee',
  oil: 'catalog.category.oil',
  cosmetics: 'catalog.category.cosmetics',
  honey: 'catalog.category.honey',
  perfumes: 'catalog.category.perfumes',
};

/**
 * A known category's name in the current language ("Turkish delight", "Lokum"): what lists, filters and
 * headings show. A component passes its `t` (useTranslate), so a memoised value follows the language switch.
 */
export function categoryName(category: KnownCategory, t: typeof translate = translate) {
  return t(CATEGORY_NAME_IDS[category.id]);
}

/**
 * What people read for a stored value: the known category's name in the current language, else the value
 * itself; a product with no category at all is grouped and labelled under "Other".
 */
export function categoryLabel(value: string, t: typeof translate = translate) {
  const trimmed = value.trim();
  if (!trimmed) return t('catalog.category.other');
  const category = knownCategory(trimmed);
  return category ? categoryName(category, t) : trimmed;
}

/** Whether two stored values name the same category. */
export function sameCategory(a: string, b: string) {
  return categoryKey(a) === categoryKey(b);
}

/** Every spelling of a category the spelling styles produce (category-spellings.ts), without repeats. */
export function categorySpellings(category: KnownCategory) {
  return [...new Set(STYLE_PREFERENCE.map((style) => SPELLING_STYLES[style](category)))];
}

/**
 * The value to store for a category on a backend whose products hold `storedValues`: the spelling already in
 * use for that very category if there is one, else the category in the backend's style.
 */
export function spellingFor(category: KnownCategory, storedValues: readonly string[]) {
  const counts = new Map<string, number>();
  for (const value of storedValues) {
    if (knownCategory(value) === category) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const inUse = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return inUse ?? SPELLING_STYLES[spellingStyleOf(storedValues)](category);
}
