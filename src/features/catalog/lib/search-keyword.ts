import { foldText } from '@/lib/search-text';

/**
 * How the shop searches on any backend that follows the contract (docs/behaviour.md#catalogue). Backends read the
 * keyword of `GET /api/shop/search/{keyword}` their own way: the contract's original server compiles it as a
 * regular expression (so "lokum (500g" or "c++" makes it fail, "." matches everything) and does not fold Turkish
 * letters ("findik" misses "Fındık"); others match plain text, folded or not. So the shop sends a part of the
 * keyword that every one of them reads alike, and keeps from the answer the products that hold every word typed:
 *
 * - the words: the keyword's runs of letters and digits, folded ("Fındık" and "findik" alike);
 * - what is sent: the longest run of the keyword that every reading matches alike, so it is never a pattern and
 *   matches with or without folding: letters with no Turkish twin and digits (i/ı, o/ö, u/ü, s/ş, c/ç and g/ğ have
 *   one: "findik" sends "nd", "kahve" itself); where no such run has two characters, a run without i/ı, the twins
 *   shoppers mix up most ("lokum" itself); failing that, the longest word;
 * - what is kept: the products whose title, description, category or brand hold every word, folded, with spaces
 *   and punctuation left out ("500g" finds "500 g").
 */

/** The Latin letters with no Turkish twin, and the digits. */
const SAME_IN_EVERY_READING = /[abdefhjklmnpqrtvwxyz0-9]+/g;
/** Letters and digits but the dotted and dotless i. */
const WITHOUT_I = /[^\s\P{L}iı]+|[0-9]+/gu;

/** The keyword's words: runs of letters and digits, folded. */
export function searchWords(keyword: string): string[] {
  return foldText(keyword).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const longest = (values: readonly string[]) =>
  values.reduce((best, value) => (value.length > best.length ? value : best), '');

/** The part of the keyword sent to the backend, or null when the keyword has no word at all. */
export function keywordToSend(keyword: string): string | null {
  const words = keyword.toLocaleLowerCase('tr').match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return null;
  const stable = longest(words.flatMap((word) => word.match(SAME_IN_EVERY_READING) ?? []));
  if (stable.length >= 2) return stable;
  const withoutI = longest(words.flatMap((word) => word.match(WITHOUT_I) ?? []));
  if (withoutI.length >= 2) return withoutI;
  return longest(words);
}

/** Text as the words are matched against it: folded, without spaces and punctuation. */
const compact = (value: string) => foldText(value).replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether a product holds every word of the keyword in its title, description, category or brand. */
export function holdsEveryWord(
  product: { title: string; description?: string; category?: string; brand?: string },
  words: readonly string[],
) {
  const text = [product.title, product.description, product.category, product.brand]
    .map((field) => compact(field ?? ''))
    .join(' ');
  return words.every((word) => text.includes(word));
}
