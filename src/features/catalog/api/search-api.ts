import { apiRequest } from '@/lib/backend/api-client';
import { holdsEveryWord, keywordToSend, searchPiece, searchWords } from '../lib/search-keyword';
import { searchResponseSchema } from '../schemas';
import { productRequests } from './product-requests';
import { learnFrom } from './products-api';
import { learnFoldingFrom, readingForSearch } from './search-reading';

// The search page's own module: the listing and the home pages load none of it.

/**
 * The products that match a keyword on any backend (lib/search-keyword.ts): the narrowest keyword this backend
 * reads right is sent (api/search-reading.ts learns how it reads one), and of the answer the products holding
 * every word are kept, in the backend's order.
 */
export async function searchProducts(keyword: string) {
  // A keyword without a word (empty, or punctuation alone) has no results and sends nothing: an empty one clears
  // them (docs/behaviour.md#catalog), and /api/shop/search/ would 404.
  if (searchPiece(keyword) === null) return [];
  const sent = keywordToSend(keyword, await readingForSearch());
  if (sent === null) return [];
  const response = await apiRequest(productRequests.search(sent), {
    schema: searchResponseSchema,
  });
  learnFrom(response.data, false);
  learnFoldingFrom(response.data);
  const words = searchWords(keyword);
  return response.data.filter((product) => holdsEveryWord(product, words));
}
