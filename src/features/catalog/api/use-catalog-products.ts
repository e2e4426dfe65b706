import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { productQueries } from './product-queries';
import type { ProductFilters } from '../listing-params';
import { covers, deriveProductList } from '../lib/derive-product-list';
import type { Product } from '../schemas';
import type { SortOption } from '../sort';
import { listOrEmpty } from '@/lib/query/query-data';

/**
 * A product list for a page: `loading` only on a first load with nothing to show, and a failed load is an
 * empty list without a message (docs/behaviour.md#failure-rules). Data the route loader warmed paints on the first render.
 * While a new sort or filter is on its way to the backend, the page shows that view computed from a list
 * already loaded (the same filters in another order, or a broader list), so the change paints at once; the
 * backend's answer then replaces it. Without such a list the previous cards stay until the answer.
 * When the backend's answer fails (offline, say), the view computed from a loaded list stays.
 * `counted` says whether `products` are the view's own (the answer or one computed from a list already loaded),
 * not the previous view's cards kept on screen: only then is their number the view's count.
 */
export function useCatalogProducts(filters: ProductFilters, sortBy: SortOption) {
  const queryClient = useQueryClient();
  // The same filters keep one identity from render to render (callers build a new object each time).
  const filtersKey = JSON.stringify(filters);
  const viewFilters = useMemo(() => JSON.parse(filtersKey) as ProductFilters, [filtersKey]);
  const placeholderData = useMemo(
    () => (previous: Product[] | undefined) =>
      placeholderFromCache(queryClient, viewFilters, sortBy) ?? previous,
    [queryClient, viewFilters, sortBy],
  );
  const query = useQuery({ ...productQueries.list(filters, sortBy), placeholderData });
  // A view the backend could not be asked for (offline, say) is still computed from a list already loaded: once per
  // failure, not on every render (it filters and sorts the whole catalog).
  const failed = query.isError && query.data === undefined;
  const { errorUpdatedAt } = query;
  const computedAfterFailure = useMemo(
    () => (failed && errorUpdatedAt > 0 ? placeholderFromCache(queryClient, viewFilters, sortBy) : undefined),
    [failed, errorUpdatedAt, queryClient, viewFilters, sortBy],
  );
  return {
    products: computedAfterFailure ?? listOrEmpty(query),
    loading: query.isPending,
    // A placeholder is computed from a loaded list whenever one covers the view (placeholderFromCache).
    counted:
      computedAfterFailure !== undefined ||
      (query.isSuccess && (!query.isPlaceholderData || coveringList(queryClient, filters) !== undefined)),
    query,
  };
}

/** The smallest loaded list that holds every product of the view (the least work to filter and sort). */
function coveringList(queryClient: QueryClient, filters: ProductFilters) {
  let best: { products: Product[]; filters: ProductFilters } | undefined;
  for (const [key, data] of queryClient.getQueriesData<Product[]>({ queryKey: productQueries.lists() })) {
    const options = key[2] as { filters?: ProductFilters } | undefined;
    if (!data || !options?.filters || !covers(options.filters, filters)) continue;
    if (!best || data.length < best.products.length) best = { products: data, filters: options.filters };
  }
  return best;
}

function placeholderFromCache(queryClient: QueryClient, filters: ProductFilters, sortBy: SortOption) {
  const best = coveringList(queryClient, filters);
  return best && deriveProductList(best.products, best.filters, filters, sortBy);
}
