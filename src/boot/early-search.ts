import type { BackendRequest } from '@/lib/backend/backend-request';
import { productRequests } from '@/features/catalog/api/product-requests';
import { keywordToSend, readingKnown, searchReadingOf } from '@/features/catalog/lib/search-keyword';
import { urlSearchValue } from './listing-view';

/**
 * The search page's request for the keyword in its URL, as its loader sends it (features/catalog/api/search-api.ts):
 * the keyword this backend reads right, by how it reads one as this browser learned and kept it (`kept`, its search
 * trait: lib/backend/kept-traits.ts). None while that is not known (the page asks the backend first, then
 * searches itself), and none for a keyword without a word. A chunk of its own, loaded by start-up on the search
 * page only: the keyword's rules stay out of the boot chunk.
 */
export function earlySearchRequest(kept: unknown): BackendRequest | undefined {
  // As the route reads it (features/catalog/lib/listing-search.ts: text, or a number the router parsed), trimmed.
  const value = urlSearchValue('keyword');
  const keyword =
    typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
      ? String(value).trim()
      : '';
  const reading = searchReadingOf(kept);
  const sent = keyword && readingKnown(reading) ? keywordToSend(keyword, reading) : null;
  return sent === null ? undefined : productRequests.search(sent);
}
