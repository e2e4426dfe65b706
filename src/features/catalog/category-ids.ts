/**
 * The shop's eleven categories, each an id (what URLs and filters use) and a label: the English name, one of
 * the spellings a backend stores. What people read is the name in their language (categoryName).
 *
 * Backends store a product's category in their own spelling: the label ("Turkish delight"), the admin form's
 * option id ("turkish-delight", "turkishdelight", "turkish_delight", "turkishDelight") or anything in between.
 * Every value from a backend is matched to this list by its key: lower case with spaces, "-" and "_" removed.
 * A value that matches none of the eleven is still a category: its products keep the raw value as their label.
 *
 * This module holds the ids and how any stored spelling maps to them: what the listing's URL contract needs at
 * start-up (lib/listing-view.ts). The names people read and the spelling styles are categories.ts's, which loads
 * with the pages that show them.
 */
export const CATEGORY_LIST = [
  { id: 'baklava', label: 'Baklava' },
  { id: 'turkish-delight', label: 'Turkish delight' },
  { id: 'chocolate', label: 'Chocolate' },
  { id: 'spices', label: 'Spices' },
  { id: 'teas', label: 'Teas' },
  { id: 'nuts', label: 'Nuts' },
  { id: 'coffee', label: 'Coffee' },
  { id: 'oil', label: 'Oil' },
  { id: 'cosmetics', label: 'Cosmetics' },
  { id: 'honey', label: 'Honey' },
  { id: 'perfumes', label: 'Perfumes' },
] as const;

export type CategoryId = (typeof CATEGORY_LIST)[number]['id'];
export type KnownCategory = (typeof CATEGORY_LIST)[number];

const CATEGORY_IDS: readonly CategoryId[] = CATEGORY_LIST.map((category) => category.id);

/** The comparison key of any spelling: "Turkish delight", "turkish-delight" and "turkishDelight" agree. */
export function categoryKey(value: string) {
  return value.toLowerCase().replace(/[\s_-]+/g, '');
}

const byKey = new Map<string, KnownCategory>(
  CATEGORY_LIST.map((category) => [categoryKey(category.id), category]),
);

/** The known category a stored value names, in any spelling; undefined for anything else. */
export function knownCategory(value: string): KnownCategory | undefined {
  return byKey.get(categoryKey(value));
}

/** Known category ids from any spellings, without repeats, in the shop's order (equal views, equal keys). */
export function normaliseCategoryIds(values: readonly string[]): CategoryId[] {
  const wanted = new Set(values.map((value) => knownCategory(value)?.id));
  return CATEGORY_IDS.filter((id) => wanted.has(id));
}

export function categoryById(id: CategoryId): KnownCategory {
  return knownCategory(id) as KnownCategory;
}
