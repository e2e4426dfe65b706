import { useQuery } from '@tanstack/react-query';
import { productQueries } from '../api/product-queries';
import type { ProductFilters } from '../api/products-api';
import type { Product, SortOption } from '../schemas';

const NO_PRODUCTS: Product[] = [];

/**
 * A product list for a page: `loading` only on a first load with nothing to show, and a failed load is an
 * empty list without a message (spec section 8). Data the route loader warmed paints on the first render.
 */
export function useCatalogueProducts(filters: ProductFilters, sortBy: SortOption) {
  const query = useQuery({
    ...productQueries.list(filters, sortBy),
    placeholderData: (previous) => previous,
  });
  return {
    products: query.isError ? NO_PRODUCTS : (query.data ?? NO_PRODUCTS),
    loading: query.isPending,
    query,
  };
}
