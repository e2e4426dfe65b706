import { defaultParseSearch } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { productRequests } from '@/features/catalog/api/product-requests';
import { searchPageSearchSchema } from '@/features/catalog/lib/listing-search';
import { keywordToSend, type SearchReading } from '@/features/catalog/lib/search-keyword';
import { earlySearchRequest } from './early-search';

/**
 * The search the search page's route sends at `path` with `reading` known (src/routes/shop/search.tsx): the
 * router's parse of the URL, the route's search schema, its loader's trimmed keyword (none: no search), then the
 * keyword as features/catalog/api/search-api.ts sends it.
 */
function routeSearch(path: string, reading: SearchReading) {
  const search = searchPageSearchSchema.parse(defaultParseSearch(new URL(path, 'https://shop.test').search));
  const keyword = search.keyword?.trim() ?? '';
  const sent = keyword ? keywordToSend(keyword, reading) : null;
  return sent === null ? undefined : productRequests.search(sent);
}

const PATHS = [
  '/shop/search?keyword=baklava',
  '/shop/search?keyword=F%C4%B1nd%C4%B1k',
  '/shop/search?keyword=lokum+(500g',
  '/shop/search?keyword=%20%20t%C3%BCrk%20kahvesi%20',
  '/shop/search?keyword=c%2B%2B',
  '/shop/search?keyword=%22%C3%A7ay%22',
  '/shop/search?keyword=12',
  '/shop/search?keyword=-7',
  '/shop/search?keyword=007',
  '/shop/search?keyword=1.50',
  '/shop/search?keyword=1e3',
  '/shop/search?keyword=1e999',
  '/shop/search?keyword=0x10',
  '/shop/search?keyword=true',
  '/shop/search?keyword=null',
  '/shop/search?keyword=%5B%22honey%22%5D',
  '/shop/search?keyword=%7B%7D',
  '/shop/search?keyword=',
  '/shop/search?keyword=%20',
  '/shop/search?keyword=...',
  '/shop/search?keyword=honey&keyword=teas',
  '/shop/search?product=64a000000000000000000001&keyword=honey',
  '/shop/search',
];

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the search start-up sends for the keyword in the URL', () => {
  it.each(PATHS.flatMap((path) => [[path, { pattern: true }] as const, [path, { pattern: false }] as const]))(
    'is the one the route sends at %s, as a backend reading %o is sent it',
    (path, reading) => {
      window.history.replaceState(null, '', path);
      expect(earlySearchRequest(reading)).toEqual(routeSearch(path, reading));
    },
  );

  it('goes to a backend that folds Turkish letters as it reads them', () => {
    window.history.replaceState(null, '', '/shop/search?keyword=F%C4%B1nd%C4%B1k');
    expect(earlySearchRequest({ pattern: false, foldsTurkish: true })).toEqual(
      productRequests.search('fındık'),
    );
    expect(earlySearchRequest({ pattern: true, foldsTurkish: 'yes' })).toEqual(
      productRequests.search('f[iıİ]nd[iıİ]k'),
    );
  });

  it('is none while how the backend reads a keyword is not known, or what is kept of it cannot be read', () => {
    window.history.replaceState(null, '', '/shop/search?keyword=baklava');
    for (const kept of [undefined, null, {}, 'pattern', { pattern: 'true' }, { foldsTurkish: true }, [true]])
      expect(earlySearchRequest(kept)).toBeUndefined();
  });
});
