import type { BackendRequest } from '@/lib/backend/backend-request';

/**
 * The catalog's calls, described once for every sender (lib/backend/backend-request.ts): the listing's and the landing's
 * product list also leaves before the app has loaded (boot/start-up-requests.ts), so this module imports nothing
 * at run time.
 */
export const productRequests = {
  /**
   * The product list: each filter group as one parameter with comma-joined values (the contract's
   * `category=a,b`), in the order given, then `sortBy`. The values are the ones the backend is asked for
   * (products-api.ts spells categories as the backend stores them).
   */
  list: (filters: Readonly<Record<string, readonly string[]>>, sortBy: string): BackendRequest => ({
    method: 'get',
    path: '/api/shop/products/get',
    query: [
      ...Object.entries(filters)
        .filter(([, values]) => values.length > 0)
        .map(([group, values]) => [group, values.join(',')] as const),
      ['sortBy', sortBy],
    ],
    sameForEveryone: true,
  }),
  detail: (id: string): BackendRequest => ({
    method: 'get',
    path: `/api/shop/products/get/${encodeURIComponent(id)}`,
    sameForEveryone: true,
  }),
  search: (keyword: string): BackendRequest => ({
    method: 'get',
    path: `/api/shop/search/${encodeURIComponent(keyword)}`,
    sameForEveryone: true,
  }),
};
