import { apiRequest } from '@/lib/backend/api-client';
import { apiOrigin } from '@/lib/backend/env';
import { isApiError } from '@/lib/backend/api-error';
import { featureTrait, noteFeatureTrait } from '@/lib/backend/backend-traits';
import { readingKnown, searchReadingOf, type SearchReading } from '../lib/search-keyword';
import {
  foldProbeFrom,
  PATTERN_PROBES,
  readFoldProbe,
  readPatternProbes,
  type ProbeAnswer,
} from '../lib/search-keyword-probes';
import { searchResponseSchema } from '../schemas';
import { productRequests } from './product-requests';

/**
 * Learns how the backend reads a search keyword (lib/search-keyword-probes.ts), once per backend: what is learned
 * is kept with the backend's other traits (lib/backend/backend-traits.ts), so a reload, a link and a fresh tab send the
 * narrowest keyword from their first search. Each page asks at most once per backend, whatever the answers: a
 * backend that answers nothing clear is asked again on a later visit, never on every search.
 */

/** What the shop has learned of how the backend reads a search keyword (read tolerantly: a wrong kind is nothing). */
export function searchReading(origin = apiOrigin()): SearchReading {
  return searchReadingOf(featureTrait('search', origin));
}

/** Keeps what was learned of how the backend reads a search keyword, with what was known before. */
export function noteSearchReading(learned: SearchReading, origin = apiOrigin()) {
  const known = searchReading(origin);
  const next = {
    pattern: learned.pattern ?? known.pattern,
    foldsTurkish: learned.foldsTurkish ?? known.foldsTurkish,
  };
  if (next.pattern !== known.pattern || next.foldsTurkish !== known.foldsTurkish)
    noteFeatureTrait('search', next, origin);
}

/**
 * How long a search waits for the answers of a probe under way before it goes with the keyword every backend
 * reads alike: the probe leaves as the search page opens, so a keyword typed there finds it answered.
 */
const PROBE_WAIT_MS = 1_500;

/** This page's pattern probes, by backend origin. */
const patternProbes = new Map<string, Promise<void>>();
/** The backends this page has asked about folding. */
const foldProbes = new Set<string>();

/** A probe search, its answer read as a probe's: a 404 with the contract's JSON is a backend's "nothing found". */
async function probe(keyword: string): Promise<ProbeAnswer> {
  try {
    const answer = await apiRequest(productRequests.search(keyword), { schema: searchResponseSchema });
    return { kind: 'found', ids: answer.data.map((product) => product._id) };
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'http') return { kind: 'unknown' };
    if (error.status === 404) return { kind: 'found', ids: [] };
    return error.status === 400 || error.status >= 500 ? { kind: 'refused' } : { kind: 'unknown' };
  }
}

/** Asks whether the backend compiles the keyword as a pattern, unless that is known or this page asked already. */
export function learnSearchReading(origin = apiOrigin()): Promise<void> {
  if (readingKnown(searchReading(origin))) return Promise.resolve();
  let asking = patternProbes.get(origin);
  if (!asking) {
    // Answers that do not say (undefined) add nothing to what is kept.
    asking = Promise.all([probe(PATTERN_PROBES.invalid), probe(PATTERN_PROBES.valid)]).then(
      ([invalid, valid]) => noteSearchReading({ pattern: readPatternProbes(invalid, valid) }, origin),
    );
    patternProbes.set(origin, asking);
  }
  return asking;
}

/**
 * The reading a search goes by: what is known of the backend, once this page's probe has answered if it does so
 * within PROBE_WAIT_MS; `{}` (nothing known) otherwise.
 */
export async function readingForSearch(origin = apiOrigin()): Promise<SearchReading> {
  if (!readingKnown(searchReading(origin))) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      learnSearchReading(origin),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, PROBE_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  return searchReading(origin);
}

/**
 * After a search's answer from a backend that matches text: asks once, with a word of a product in it, whether
 * the backend folds Turkish letters. Not awaited: the search that brought the products is not held up.
 */
export function learnFoldingFrom(
  products: readonly { _id: string; title: string; description?: string }[],
  origin = apiOrigin(),
) {
  const known = searchReading(origin);
  if (known.pattern !== false || known.foldsTurkish !== undefined || foldProbes.has(origin)) return;
  const foldProbe = foldProbeFrom(products);
  if (!foldProbe) return;
  foldProbes.add(origin);
  void probe(foldProbe.keyword).then((answer) =>
    noteSearchReading({ foldsTurkish: readFoldProbe(foldProbe, answer) }, origin),
  );
}

/** For tests: forgets which backends this page has asked. */
export function forgetSearchProbes() {
  patternProbes.clear();
  foldProbes.clear();
}
