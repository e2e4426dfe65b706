import { foldText } from '@/lib/format/search-text';

/**
 * How the shop searches on any backend that follows the contract (docs/behaviour.md#catalog). Backends read the
 * keyword of `GET /api/shop/search/{keyword}` their own way: the contract's original server compiles it as a
 * regular expression (so "lokum (500g" or "c++" makes it fail, "." matches everything) and does not fold Turkish
 * letters ("findik" misses "Fındık"); others match plain text, folded or not. The shop learns which reading its
 * backend has (api/search-reading.ts) and sends the narrowest keyword that reading gets right, then keeps from
 * the answer the products that hold every word typed:
 *
 * - the words: the keyword's runs of letters and digits, folded ("Fındık" and "findik" alike);
 * - the piece: the keyword's longest run of letters or of digits, lower-cased the Turkish way ("lokum (500g"
 *   gives "lokum", "500g" gives "500": a product may write "500 g");
 * - what is sent: to a backend that reads a pattern, the piece with each letter that has a Turkish twin as a class
 *   of both ("findik" sends `f[iıİ]nd[iıİ]k`: right whether that backend folds or not); to one that matches text and
 *   folds, the piece itself; to any other, and while the reading is not known yet, a part of the keyword every
 *   reading matches alike: letters with no Turkish twin and digits ("findik" sends "nd", "kahve" itself), where
 *   no such run has two characters a run without i/ı, the twins shoppers mix up most ("lokum" itself), failing
 *   that the longest word. Only letters, digits and the classes' brackets are ever sent: never a pattern by
 *   accident, and nothing a URL path could misread;
 * - what is kept: the products whose title, description, category or brand hold every word, folded, with spaces
 *   and punctuation left out ("500g" finds "500 g").
 */

/** How a backend reads a search keyword, as far as the shop has learned it: each part is absent until it is. */
export interface SearchReading {
  /** True where the keyword is compiled as a pattern (the original server), false where it is matched as text. */
  pattern?: boolean;
  /** Whether "i" finds "ı" and "s" finds "ş" (and back): learned only of a backend that matches text. */
  foldsTurkish?: boolean;
}

const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

/** The reading as kept with the backend's traits (api/search-reading.ts), read tolerantly: a wrong kind is nothing. */
export function searchReadingOf(kept: unknown): SearchReading {
  if (!kept || typeof kept !== 'object') return {};
  const { pattern, foldsTurkish } = kept as Record<string, unknown>;
  return { pattern: flag(pattern), foldsTurkish: flag(foldsTurkish) };
}

/**
 * Whether a search goes by the reading as it is, without asking the backend first: once it is known whether the
 * backend reads a pattern (whether it folds is learned from a search's answer, never waited for).
 */
export const readingKnown = (reading: SearchReading) => reading.pattern !== undefined;

/** The Latin letters with no Turkish twin, and the digits. */
const SAME_IN_EVERY_READING = /[abdefhjklmnpqrtvwxyz0-9]+/g;
/** Letters and digits but the dotted and dotless i. */
const WITHOUT_I = /[^\s\P{L}iı]+|[0-9]+/gu;
/**
 * Each folded letter that has a Turkish twin, with its twin; i with the capital İ too, which a pattern's
 * case-insensitivity does not tie to i.
 */
const TWINS: Readonly<Record<string, string>> = {
  c: 'cç',
  g: 'gğ',
  i: 'iıİ',
  o: 'oö',
  s: 'sş',
  u: 'uü',
};

/** The keyword's words: runs of letters and digits, folded. */
export function searchWords(keyword: string): string[] {
  return foldText(keyword).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const longest = (values: readonly string[]) =>
  values.reduce((best, value) => (value.length > best.length ? value : best), '');

/** The keyword's longest run of letters or of digits, lower-cased the Turkish way; null when it has none. */
export function searchPiece(keyword: string): string | null {
  const pieces =
    keyword
      .normalize('NFC')
      .toLocaleLowerCase('tr')
      .match(/\p{L}+|\p{N}+/gu) ?? [];
  return pieces.length ? longest(pieces) : null;
}

/**
 * The piece as a pattern that finds what the piece finds with Turkish letters folded: each letter with a twin
 * as a class of both ("fındık" → `f[iıİ]nd[iıİ]k`), another accented letter with its plain one (`cr[eè]me`). A
 * piece holds letters and digits only, none of them special in a pattern.
 */
function twinPattern(piece: string): string {
  return [...piece]
    .map((letter) => {
      const base = foldText(letter);
      if ([...base].length !== 1) return letter;
      const members = new Set([...(TWINS[base] ?? base), letter]);
      return members.size > 1 ? `[${[...members].join('')}]` : letter;
    })
    .join('');
}

/** The part of the keyword every reading matches alike (of a keyword with a word: keywordToSend checks). */
function commonFragment(keyword: string): string {
  const words = Array.from(keyword.toLocaleLowerCase('tr').matchAll(/[\p{L}\p{N}]+/gu), ([word]) => word);
  const stable = longest(words.flatMap((word) => word.match(SAME_IN_EVERY_READING) ?? []));
  if (stable.length >= 2) return stable;
  const withoutI = longest(words.flatMap((word) => word.match(WITHOUT_I) ?? []));
  if (withoutI.length >= 2) return withoutI;
  return longest(words);
}

/**
 * The keyword as sent to a backend that reads it as `reading` says (nothing learned yet: `{}`), or null when
 * the keyword has no word at all.
 */
export function keywordToSend(keyword: string, reading: SearchReading = {}): string | null {
  const piece = searchPiece(keyword);
  if (piece === null) return null;
  if (reading.pattern === true) return twinPattern(piece);
  if (reading.pattern === false && reading.foldsTurkish === true) return piece;
  return commonFragment(keyword);
}

/** Text as the words are matched against it: folded, without spaces and punctuation. */
const compact = (value: string) => foldText(value).replace(/[^\p{L}\p{N}]/gu, '');

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
