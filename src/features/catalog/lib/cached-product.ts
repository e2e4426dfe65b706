import type { QueryClient } from '@tanstack/react-query';
import { productQueries } from '../api/product-queries';
import type { Product } from '../schemas';

/** A product some list or search already holds, so the dialog paints at once while the detail loads. */
export function findCachedProduct(queryClient: QueryClient, id: string): Product | undefined {
  for (const [, data] of queryClient.getQueriesData<Product[] | Product>({
    queryKey: productQueries.all(),
  })) {
    if (Array.isArray(data)) {
      const found = data.find((product) => product._id === id);
      if (found) return found;
    } else if (data && data._id === id) {
      return data;
    }
  }
  return undefined;
}
