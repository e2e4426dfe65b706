import { knownCategory, type KnownCategory } from './category-ids';

/**
 * How backends spell the shop's categories: the styles, and which one a backend uses. No imports but the category
 * ids: the listing's product request spells its categories with these, and start-up builds that request before
 * the app has loaded (src/boot/start-up-requests.ts).
 */

/**
 * The ways a backend may spell a category, derived from its id and label. A style is chosen per backend
 * (the admin form writes new products in the style the stored ones use).
 */
export const SPELLING_STYLES = {
  kebab: (category: KnownCategory) => category.id,
  label: (category: KnownCategory) => category.label,
  compact: (category: KnownCategory) => category.id.replaceAll('-', ''),
  snake: (category: KnownCategory) => category.id.replaceAll('-', '_'),
  camel: (category: KnownCategory) =>
    category.id.replace(/-(\w)/g, (_dash, letter: string) => letter.toUpperCase()),
  lowerLabel: (category: KnownCategory) => category.label.toLowerCase(),
  titleLabel: (category: KnownCategory) => category.label.replace(/\b\w/g, (letter) => letter.toUpperCase()),
} as const;
export type SpellingStyle = keyof typeof SPELLING_STYLES;
/** The styles in order of preference: a tie goes to the earlier. */
export const STYLE_PREFERENCE = Object.keys(SPELLING_STYLES) as SpellingStyle[];

/**
 * The style a backend spells its categories in, read off stored values: the style that reproduces most of
 * them exactly (ties go to the earlier style, so single-word ids like "baklava" read as ids). Labels when
 * nothing is stored yet.
 */
export function spellingStyleOf(storedValues: Iterable<string>): SpellingStyle {
  const votes = new Map<SpellingStyle, number>();
  let seen = 0;
  for (const value of storedValues) {
    const category = knownCategory(value);
    if (!category) continue;
    seen += 1;
    for (const style of STYLE_PREFERENCE) {
      if (SPELLING_STYLES[style](category) === value) votes.set(style, (votes.get(style) ?? 0) + 1);
    }
  }
  if (seen === 0) return 'label';
  let best: SpellingStyle = 'label';
  let bestVotes = -1;
  for (const style of STYLE_PREFERENCE) {
    const count = votes.get(style) ?? 0;
    if (count > bestVotes) [best, bestVotes] = [style, count];
  }
  return best;
}
