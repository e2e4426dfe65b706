import { foldText } from '@/lib/format/search-text';

/**
 * The searches that tell how a backend reads a keyword (search-keyword.ts says what the shop sends for each
 * reading), and how their answers read. api/search-reading.ts sends them, once per backend.
 *
 * Pattern or text: two searches whose answers tell without knowing anything of the catalog, and small ones on any
 * backend (few products hold a bracket):
 * - `[` is not a valid pattern: a backend that compiles the keyword refuses it (the original server answers
 *   500), one that matches text answers it like any other keyword;
 * - `[[]` is a valid pattern (a class holding a bracket): every backend answers it, which shows that the refusal
 *   above was the pattern's and not a backend refusing brackets, or failing whatever it is asked.
 *
 * Folding, asked only of a backend that matches text (for a pattern the shop sends twin classes, right either
 * way): a capitalised word of a product just read, with each lower-case letter that has a Turkish twin swapped for
 * its twin ("Fıstıklı" → "Fiştikli"). A backend that folds finds that product again; one that does not, does not.
 * The capital stays: the shop's own searches go lower-case, so a probe never looks like one of them.
 */

/** What a probe's answer came to: the ids of the products found, a refusal of the keyword, or nothing to go by. */
export type ProbeAnswer =
  { kind: 'found'; ids: readonly string[] } | { kind: 'refused' } | { kind: 'unknown' };

export const PATTERN_PROBES = { invalid: '[', valid: '[[]' } as const;

/** True: the backend compiles the keyword as a pattern; false: it matches text; undefined: the answers do not say. */
export function readPatternProbes(invalid: ProbeAnswer, valid: ProbeAnswer): boolean | undefined {
  if (valid.kind !== 'found') return undefined;
  if (invalid.kind === 'found') return false;
  return invalid.kind === 'refused' ? true : undefined;
}

/** Each letter with a Turkish twin, and that twin. */
const SWAPPED: Readonly<Record<string, string>> = {
  c: 'ç',
  ç: 'c',
  g: 'ğ',
  ğ: 'g',
  i: 'ı',
  ı: 'i',
  o: 'ö',
  ö: 'o',
  s: 'ş',
  ş: 's',
  u: 'ü',
  ü: 'u',
};

export interface FoldProbe {
  /** The word sent, its twin letters swapped. */
  keyword: string;
  /** The product the word was taken from. */
  productId: string;
}

/** The products of an answer a folding probe is chosen from: enough to find a rare word, few enough to be quick. */
const PROBE_SAMPLE = 40;

/**
 * The folding probe built from products a search just brought: of the capitalised words of four letters or more
 * with a lower-case twin letter in their titles and descriptions, the one fewest of these products hold (the
 * smallest answer), the longest among those. Null when no product has such a word.
 */
export function foldProbeFrom(
  answer: readonly { _id: string; title: string; description?: string }[],
): FoldProbe | null {
  const products = answer.slice(0, PROBE_SAMPLE);
  // A product's title and description (join writes a missing one as nothing).
  const textOf = (product: (typeof products)[number]) => [product.title, product.description].join(' ');
  const texts = products.map((product) => foldText(textOf(product)));
  let best: (FoldProbe & { holders: number; length: number }) | null = null;
  for (const product of products) {
    const words = textOf(product).match(/\p{Lu}\p{L}{3,}/gu) ?? [];
    for (const word of words) {
      const keyword = [...word].map((letter) => SWAPPED[letter] ?? letter).join('');
      if (keyword === word) continue;
      const folded = foldText(word);
      const holders = texts.filter((text) => text.includes(folded)).length;
      if (best === null || holders < best.holders || (holders === best.holders && word.length > best.length))
        best = { keyword, productId: product._id, holders, length: word.length };
    }
  }
  return best && { keyword: best.keyword, productId: best.productId };
}

/** True: the backend folds Turkish letters; false: it does not; undefined: the answer does not say. */
export function readFoldProbe(probe: FoldProbe, answer: ProbeAnswer): boolean | undefined {
  return answer.kind === 'found' ? answer.ids.includes(probe.productId) : undefined;
}
