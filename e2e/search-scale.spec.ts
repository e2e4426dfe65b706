import type { Request } from '@playwright/test';
import { isSearchProbe, isSearchRequest, productCard, searchKeyword } from './catalog-helpers';
import { expect, signIn, test, type Page } from './fixtures';

// The shopper's search in front of the contract's original server (mocks/handlers/server-manners.ts: the keyword
// compiled as a regular expression, no Turkish folding, every match in one unpaginated answer). The shop learns
// how the backend reads a keyword from two small probes as the search page opens
// (src/features/catalog/api/search-reading.ts), then sends the narrowest keyword that reading gets right.
test.use({ mockServer: 'original', mockShape: 'original' });

const HOSTILE = ['c++', '100%', 'a/b', 'tea?', 'nuts#1', 'lokum (500g', '.', '*'];

interface SentSearch {
  request: Request;
  keyword: string;
  /** The answer's status and the size of its body in bytes. */
  answer: Promise<{ status: number; bytes: number }>;
}

/** Every search request the page sends from now on, the shop's probes included, with its answer. */
function recordSearches(page: Page) {
  const sent: SentSearch[] = [];
  page.on('request', (request) => {
    if (!isSearchRequest(request) && !isSearchProbe(request)) return;
    sent.push({
      request,
      keyword: searchKeyword(request),
      answer: request.response().then(async (response) => ({
        status: response?.status() ?? 0,
        bytes: response ? (await response.body()).byteLength : 0,
      })),
    });
  });
  return {
    all: () => sent,
    /** The answer to the shopper's search number `index`. */
    answer: (index: number) => {
      const search = sent.filter((each) => isSearchRequest(each.request))[index];
      if (!search) throw new Error(`no search number ${index}`);
      return search.answer;
    },
    /** The shopper's searches, without the probes. */
    own: () => sent.filter((search) => isSearchRequest(search.request)),
    probes: () => sent.filter((search) => isSearchProbe(search.request)).map((search) => search.keyword),
  };
}

/** The size in bytes of the backend's answer to `keyword` sent as it is (the page's fetch reaches the mock). */
function answerBytes(page: Page, keyword: string) {
  return page.evaluate(
    async (path) => (await (await fetch(path)).arrayBuffer()).byteLength,
    `/api/shop/search/${encodeURIComponent(keyword)}`,
  );
}

/** Waits until the page has committed `keyword` (the URL holds it) and shown its outcome. */
async function searched(page: Page, keyword: string) {
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(keyword);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `for “${keyword}”` })
      .or(page.getByText('No results found!')),
  ).toBeVisible({ timeout: 30_000 });
}

test('5,000 products: "pistachio" brings no more than its own answer, "findik" finds "Fındık", the hostile keywords search, one request a keyword', async ({
  page,
}) => {
  test.slow();
  await signIn(page);
  const searches = recordSearches(page);
  await page.goto('/shop/search?mock-catalog=5000');
  const input = page.getByRole('searchbox', { name: 'Search' });
  // Typed as soon as the page shows, while the probes are on their way.
  await input.fill('pistachio');
  await searched(page, 'pistachio');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // Two probes, then the keyword once, as a pattern with each Turkish twin as a class.
  expect(searches.probes().sort()).toEqual(['[', '[[]']);
  expect(searches.own().map((search) => search.keyword)).toEqual(['p[iıİ][sş]ta[cç]h[iıİ][oö]']);
  const sent = await searches.answer(0);
  expect(sent.status).toBe(200);
  const exact = await answerBytes(page, 'pistachio');
  // What the shop sent before it learned the reading: the part of the keyword every backend reads alike.
  const fragment = await answerBytes(page, 'ta');
  test.info().annotations.push({
    type: 'bytes',
    description: `pistachio: sent ${sent.bytes}, the exact keyword ${exact}, the common fragment "ta" ${fragment}`,
  });
  expect(sent.bytes).toBeLessThanOrEqual(exact * 1.2);

  // Turkish letters typed without them.
  let from = searches.own().length;
  await input.fill('findik');
  await searched(page, 'findik');
  await expect(productCard(page, 'Fındık Yağı, 1 L')).toBeVisible();
  await expect(productCard(page, 'Güllü Lokum, 500 g')).toHaveCount(0);
  expect(
    searches
      .own()
      .slice(from)
      .map((search) => search.keyword),
  ).toEqual(['f[iıİ]nd[iıİ]k']);

  // The hostile list: each one searches once and the server answers it; punctuation alone sends nothing.
  for (const keyword of HOSTILE) {
    from = searches.own().length;
    await input.fill(keyword);
    await searched(page, keyword);
    await expect(input).toHaveValue(keyword);
    if (/[\p{L}\p{N}]/u.test(keyword)) {
      await expect.poll(() => searches.own().length - from, keyword).toBe(1);
      expect((await searches.answer(from)).status, keyword).toBe(200);
      if (keyword === 'lokum (500g') {
        await expect(productCard(page, 'Güllü Lokum, 500 g')).toBeVisible();
        await expect(productCard(page, 'Narlı Lokum, 400 g')).toHaveCount(0);
      }
    } else {
      await expect(page.getByText('No results found!')).toBeVisible();
      expect(searches.own().length - from, keyword).toBe(0);
    }
  }
  // Asked once for this backend.
  expect(searches.probes()).toHaveLength(2);
});

test('a keyword typed at once after arriving goes out exactly once, and a later visit asks no probe again', async ({
  page,
}) => {
  await signIn(page);
  const searches = recordSearches(page);
  await page.goto('/shop/search');
  await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('parf', { delay: 30 });
  await searched(page, 'parf');
  await expect(productCard(page, 'Gül Yağı Parfümü, 10 ml')).toBeVisible();
  // A later keyword marks the end: whatever the first one sent more (a retry, a second debounce) went before it.
  await searchAgain(page, 'kahve');
  expect(searches.own().map((search) => search.keyword)).toEqual(['parf', 'kahve']);
  expect(searches.probes().sort()).toEqual(['[', '[[]']);

  // Learned for this backend: a reload with a search link sends the narrow keyword, and no probe.
  const later = searches.all().length;
  await page.goto('/shop/search?keyword=findik');
  await expect(productCard(page, 'Fındık Yağı, 1 L')).toBeVisible();
  await searchAgain(page, 'kahve');
  expect(
    searches
      .all()
      .slice(later)
      .map((search) => search.keyword),
  ).toEqual(['f[iıİ]nd[iıİ]k', 'kahve']);
});

/** Searches for `keyword` (plain letters, sent as typed) and waits until its request has gone out and been shown. */
async function searchAgain(page: Page, keyword: string) {
  const sent = page.waitForRequest(
    (request) => isSearchRequest(request) && searchKeyword(request) === keyword,
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill(keyword);
  await sent;
  await searched(page, keyword);
}
