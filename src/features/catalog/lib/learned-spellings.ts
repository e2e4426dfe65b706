import { SPELLING_STYLES, STYLE_PREFERENCE, spellingStyleOf } from '../category-spellings';
import { knownCategory, type CategoryId, type KnownCategory } from '../category-ids';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';

/**
 * How one backend spells each category, as its product records showed it: per category, the values stored
 * (one on a backend that keeps to one spelling). A category filter asks for exactly these values
 * (api/products-api.ts), so the request is the contract's `category=a,b`, not every spelling there is.
 */
export type LearnedSpellings = Partial<Record<CategoryId, string[]>>;

/**
 * Kept in localStorage per backend origin (STORAGE_KEYS.categorySpellings): a reload, a deep link and a fresh tab
 * filter in the right spelling from their first request, and a build pointed at another backend starts from
 * nothing.
 */
const LEARNED_SPELLINGS_STORAGE_KEY = STORAGE_KEYS.categorySpellings;

/**
 * At most this many spellings a category, so that no run of odd records can grow a filter request past what a
 * backend accepts: with the eleven categories, a request names at most 33 values whatever the data. A catalog
 * that spells one category more ways than this keeps the spellings most of its products use.
 */
export const SPELLINGS_KEPT_PER_CATEGORY = 3;
/**
 * The longest spelling learned: a category's name in any style is far shorter, and a value padded past this (a
 * record's "honey" followed by thousands of underscores) would be stored and sent in every filter request.
 */
export const SPELLING_MAX_LENGTH = 64;
/** A stored value short enough to be learned; it is learned only as a spelling of a known category. */
const learnable = (value: string) => value.length <= SPELLING_MAX_LENGTH;
/** The backends remembered, the most recently read last: a build pointed at many leaves no growing store. */
const ORIGINS_KEPT = 4;

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
        (value): value is string =>
          typeof value === 'string' && learnable(value) && knownCategory(value) === category,
      );
      if (spellings.length)
        learned[category.id] = [...new Set(spellings)].slice(0, SPELLINGS_KEPT_PER_CATEGORY);
    }
    store[origin] = learned;
  }
  return store;
}

function writeStore(store: Record<string, LearnedSpellings>) {
  const kept = Object.fromEntries(Object.entries(store).slice(-ORIGINS_KEPT));
  try {
    window.localStorage.setItem(LEARNED_SPELLINGS_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: this page still learns from every answer it reads, only a reload starts afresh.
  }
}

/** What is known of the backend at `origin`; empty when none of its products has been read yet. */
export function learnedSpellings(origin: string): LearnedSpellings {
  return readStore()[origin] ?? {};
}

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
  const fitting = STYLE_PREFERENCE.filter((style) =>
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
 * is the whole catalog (the unfiltered list), which replaces what was known, so a backend that moved to
 * another spelling is followed. Any other answer (a filtered list, a product, search results) only adds the
 * spellings it shows.
 */
export function learnSpellings(
  origin: string,
  storedValues: Iterable<string>,
  { complete }: { complete: boolean },
) {
  // Per category, how many records spelled it each way, in order of first appearance.
  const counts = new Map<CategoryId, Map<string, number>>();
  for (const value of storedValues) {
    const category = learnable(value) ? knownCategory(value) : undefined;
    if (!category) continue;
    const spellings = counts.get(category.id) ?? new Map<string, number>();
    spellings.set(value, (spellings.get(value) ?? 0) + 1);
    counts.set(category.id, spellings);
  }
  const store = readStore();
  const before = store[origin] ?? {};
  const next: LearnedSpellings = complete ? {} : { ...before };
  for (const [id, spellings] of counts) {
    const mostUsed = [...spellings].toSorted(([, a], [, b]) => b - a).map(([value]) => value);
    // The whole catalog says which spellings most products use; a partial answer only adds to what is known.
    const values = complete ? mostUsed : [...new Set([...(before[id] ?? []), ...mostUsed])];
    next[id] = values.slice(0, SPELLINGS_KEPT_PER_CATEGORY);
  }
  if (JSON.stringify(next) === JSON.stringify(before)) return;
  // Written last, so that it is the most recently read backend.
  delete store[origin];
  store[origin] = next;
  writeStore(store);
}
