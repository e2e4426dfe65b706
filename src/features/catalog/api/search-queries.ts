import { queryOptions } from '@tanstack/react-query';
import { productQueries } from './product-queries';
import { searchProducts } from './search-api';

/** The search page's query, under the products' key: a product mutation refreshes it too. */
export const searchQuery = (keyword: string) =>
  queryOptions({
    queryKey: [...productQueries.all(), 'search', keyword] as const,
    queryFn: () => searchProducts(keyword),
    enabled: keyword.trim().length > 0,
  });
