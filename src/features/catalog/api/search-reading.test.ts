import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { apiOrigin } from '@/lib/backend/env';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { foldProbeFrom } from '../lib/search-keyword-probes';
import { searchProducts } from './search-api';
import {
  forgetSearchProbes,
  learnFoldingFrom,
  learnSearchReading,
  noteSearchReading,
  readingForSearch,
  searchReading,
} from './search-reading';

/** The search keywords the backend receives from now on (until the test ends), decoded. */
function searchesReceived() {
  const keywords: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/shop/search/'))
      keywords.push(decodeURIComponent(pathname.slice('/api/shop/search/'.length)));
  };
  server.events.on('request:start', record);
  stopRecording.push(() => server.events.removeListener('request:start', record));
  return keywords;
}

const stopRecording: (() => void)[] = [];

/** The backend answers a search for `keyword` with `answer`, and any other search as it always does. */
function answerSearch(keyword: string, answer: () => Response | Promise<Response>) {
  server.use(
    http.get('*/api/shop/search/:keyword', ({ params }) =>
      String(params.keyword) === keyword ? answer() : undefined,
    ),
  );
}

/** What the shop learns from the two pattern probes when the backend answers `[` with `answer`. */
async function patternLearnedFrom(answer: () => Response) {
  answerSearch('[', answer);
  await learnSearchReading();
  return searchReading().pattern;
}

/** Seeded products whose answer the folding probe reads: "Fındık" is sent as "Findik". */
const HAZELNUT_OIL = db.state.products.filter((product) => product.title === 'Fındık Yağı, 1 L');
const HAZELNUT_PROBE = foldProbeFrom(HAZELNUT_OIL)?.keyword ?? '';

afterEach(() => {
  for (const stop of stopRecording.splice(0)) stop();
  forgetSearchProbes();
  vi.useRealTimers();
});

describe('what is kept of a backend’s reading', () => {
  it('a stored reading that is no object at all (null, a word, a number, a flag) is nothing learned', () => {
    for (const stored of [null, 'pattern', 7, true]) {
      localStorage.setItem(STORAGE_KEYS.backendTraits, JSON.stringify({ [apiOrigin()]: { search: stored } }));
      expect(searchReading(), JSON.stringify(stored)).toStrictEqual({});
    }
    noteSearchReading({ pattern: true });
    expect(searchReading()).toEqual({ pattern: true });
  });

  it('noting what is known already leaves what is kept as it was: the backend is not made the latest one', () => {
    const kept = JSON.stringify({
      [apiOrigin()]: { search: { pattern: false, foldsTurkish: true } },
      'https://other.example.test': { objectIds: true },
    });
    localStorage.setItem(STORAGE_KEYS.backendTraits, kept);
    noteSearchReading({ pattern: false });
    noteSearchReading({ foldsTurkish: true });
    noteSearchReading({});
    expect(localStorage.getItem(STORAGE_KEYS.backendTraits)).toBe(kept);
  });
});

describe('the pattern probes', () => {
  it('read a refusal of the invalid pattern, a 400 or a server error, as a backend that compiles the keyword', async () => {
    expect(await patternLearnedFrom(() => HttpResponse.json({ success: false }, { status: 400 }))).toBe(true);
    localStorage.clear();
    forgetSearchProbes();
    expect(await patternLearnedFrom(() => HttpResponse.json({ success: false }, { status: 503 }))).toBe(true);
  });

  it("read a 404 with the contract's JSON as nothing found: a backend that matches text", async () => {
    expect(
      await patternLearnedFrom(() => HttpResponse.json({ success: false, message: 'None' }, { status: 404 })),
    ).toBe(false);
  });

  it('learn nothing from another refusal, a 404 page that is not the contract’s, or no answer at all', async () => {
    const answers = [
      () => HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 }),
      () => new HttpResponse('<h1>Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      () => HttpResponse.error(),
    ];
    for (const answer of answers) {
      forgetSearchProbes();
      expect(await patternLearnedFrom(answer)).toBeUndefined();
    }
  });

  it('are not sent for a backend whose reading is known, by this page or the next', async () => {
    noteSearchReading({ pattern: true });
    const received = searchesReceived();
    await learnSearchReading();
    expect(received).toEqual([]);
  });
});

describe('a search while the probes are under way', () => {
  it('waits for their answers for 1.5 s, then goes with nothing known; the answers are kept when they come', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    answerSearch('[[]', async () => {
      await answered;
      return HttpResponse.json({ success: true, data: [] });
    });
    let reading: unknown;
    void readingForSearch().then((read) => (reading = read));
    await vi.advanceTimersByTimeAsync(1_499);
    expect(reading).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(reading).toEqual({});

    answer();
    await learnSearchReading();
    expect(searchReading()).toEqual({ pattern: false });
  });
});

describe('the folding probe', () => {
  it('finds the product its word came from again on a backend that folds, and that is kept', async () => {
    noteSearchReading({ pattern: false });
    const received = searchesReceived();
    learnFoldingFrom(HAZELNUT_OIL);
    await expect.poll(() => searchReading()).toEqual({ pattern: false, foldsTurkish: true });
    expect(received).toEqual([HAZELNUT_PROBE]);
  });

  it('is not sent when the products hold no word to ask with, and a later answer that holds one still asks', async () => {
    noteSearchReading({ pattern: false });
    const received = searchesReceived();
    learnFoldingFrom([{ _id: 'tea', title: 'tea 100 g', description: 'BLACK TEA' }]);
    learnFoldingFrom(HAZELNUT_OIL);
    await expect.poll(() => searchReading().foldsTurkish).toBe(true);
    expect(received).toEqual([HAZELNUT_PROBE]);
  });

  it('is not sent to a backend known to fold or not, nor to one that reads the keyword as a pattern', async () => {
    const received = searchesReceived();
    noteSearchReading({ pattern: false, foldsTurkish: false });
    learnFoldingFrom(HAZELNUT_OIL);
    // The next search goes after it would have.
    await searchProducts('hazelnut');
    localStorage.clear();
    noteSearchReading({ pattern: true });
    learnFoldingFrom(HAZELNUT_OIL);
    await searchProducts('hazelnut');
    expect(received).not.toContain(HAZELNUT_PROBE);
    expect(searchReading()).toEqual({ pattern: true });
  });

  it('is sent once a page, even when its answer told nothing; a new page asks again', async () => {
    noteSearchReading({ pattern: false });
    answerSearch(HAZELNUT_PROBE, () => HttpResponse.json({ success: false }, { status: 403 }));
    const received = searchesReceived();
    learnFoldingFrom(HAZELNUT_OIL);
    await searchProducts('hazelnut');
    learnFoldingFrom(HAZELNUT_OIL);
    await searchProducts('hazelnut');
    expect(received.filter((keyword) => keyword === HAZELNUT_PROBE)).toHaveLength(1);

    forgetSearchProbes();
    learnFoldingFrom(HAZELNUT_OIL);
    await searchProducts('hazelnut');
    expect(received.filter((keyword) => keyword === HAZELNUT_PROBE)).toHaveLength(2);
    expect(searchReading().foldsTurkish).toBeUndefined();
  });
});
