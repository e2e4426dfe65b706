import {
  SPELLING_STYLES,
  knownCategory,
  spellingStyleOf,
  type CategoryId,
  type KnownCategory,
  type SpellingStyle,
} from '../categories';

/**
 * How one backend spells each category, as its product records showed it: per category, the values stored
 * (one on a backend that keeps to one spelling). A category filter asks for exactly these values
 * (api/products-api.ts), so the request is the contract's `category=a,b`, not every spelling there is.
 */
export type LearnedSpellings = Partial<Record<CategoryId, string[]>>;

/**
 * Kept in localStorage per backend origin: a reload, a deep link and a fresh tab filter in the right spelling
 * from their first request, and a build pointed at another backend starts from nothing.
 */
export const LEARNED_SPELLINGS_STORAGE_KEY = 'shop-category-spellings';

/** What storage holds, read tolerantly: anything unreadable (another version, a hand edit) is left out. */
function readStore(): Record<string, LearnedSpellings> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(window.localStorage.getItem(LEARNED_SPELLINGS_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const store: Record<string, LearnedSpellings> = {};
  for (const [origin, byCategory] of Object.entries(parsed)) {
    if (!byCategory || typeof byCategory !== 'object') continue;
    const learned: LearnedSpellings = {};
    for (const [id, values] of Object.entries(byCategory as Record<string, unknown>)) {
      const category = knownCategory(id);
      if (!category || category.id !== id || !Array.isArray(values)) continue;
      const spellings = values.filter(
        (value): value is string => typeof value === 'string' && knownCategory(value) === category,
      );
      if (spellings.length) learned[category.id] = [...new Set(spellings)];
    }
    store[origin] = learned;
  }
  return store;
}

function writeStore(store: Record<string, LearnedSpellings>) {
  try {
    window.localStorage.setItem(LEARNED_SPELLINGS_STORAGE_KEY, JSON.stringify(store));
  } catch {
    // Storage full or blocked: this page still learns from every answer it reads, only a reload starts afresh.
  }
}

/** What is known of the backend at `origin`; empty when none of its products has been read yet. */
export function learnedSpellings(origin: string): LearnedSpellings {
  return readStore()[origin] ?? {};
}

const STYLES = Object.keys(SPELLING_STYLES) as SpellingStyle[];

/**
 * The values to ask this backend for one category: the spellings its products of that category were seen to
 * store; for a category not seen yet, its spelling in every style that agrees with all that was seen ("honey"
 * fits ids in kebab, camel or snake case alike, so "Turkish delight" stays open until a product shows it). Where
 * the styles agree that is one value; with nothing seen at all, every spelling the shop derives, once: that
 * answer teaches. A backend that mixes styles gets the one most of its values use.
 */
export function spellingsToRequest(category: KnownCategory, learned: LearnedSpellings): string[] {
  const stored = learned[category.id];
  if (stored?.length) return stored;
  const seen = Object.values(learned).flat();
  const fitting = STYLES.filter((style) =>
    seen.every((value) => {
      const seenCategory = knownCategory(value);
      return !seenCategory || SPELLING_STYLES[style](seenCategory) === value;
    }),
  );
  const styles = fitting.length ? fitting : [spellingStyleOf(seen)];
  return [...new Set(styles.map((style) => SPELLING_STYLES[style](category)))];
}

/**
 * Learns from the category values of product records the backend at `origin` answered. `complete`: the answer
 * is the whole catalogue (the unfiltered list), which replaces what was known, so a backend that moved to
 * another spelling is followed. Any other answer (a filtered list, a product, search results) only adds the
 * spellings it shows.
 */
export function learnSpellings(
  origin: string,
  storedValues: Iterable<string>,
  { complete }: { complete: boolean },
) {
  const seen: LearnedSpellings = {};
  for (const value of storedValues) {
    const category = knownCategory(value);
    if (!category) continue;
    const spellings = (seen[category.id] ??= []);
    if (!spellings.includes(value)) spellings.push(value);
  }
  const store = readStore();
  const before = store[origin] ?? {};
  const next: LearnedSpellings = complete ? seen : { ...before };
  if (!complete) {
    for (const [id, values] of Object.entries(seen) as [CategoryId, string[]][]) {
      next[id] = [...new Set([...(before[id] ?? []), ...values])];
    }
  }
  if (JSON.stringify(next) === JSON.stringify(before)) return;
  store[origin] = next;
  writeStore(store);
}
