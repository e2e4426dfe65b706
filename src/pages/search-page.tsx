import { Container, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { DebouncedSearchInput } from '@/components/form/debounced-search-input';
import { cartQuantityOf, useCart } from '@/features/cart/api/use-cart';
import { useTranslate } from '@/lib/i18n/i18n';
import { listOrEmpty } from '@/lib/query/query-data';
import { useUrlView } from '@/lib/hooks/use-url-view';
import { toast } from '@/stores/toast-store';
import { searchQuery } from '@/features/catalog/api/search-queries';
import { useCardAddToCart } from '@/features/cart/api/use-card-add-to-cart';
import { useProductDialog } from '@/features/catalog/hooks/use-product-dialog';
import { searchStockRefusal } from '@/features/catalog/lib/stock-rules';
import type { Product } from '@/features/catalog/schemas';
import { LazyProductDialog as ProductDialog } from './product-dialog/lazy-product-dialog';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';

/** docs/behaviour.md#limits: the keyword is sent 1000 ms after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 1000;

const route = getRouteApi('/shop/search');
const NO_RESULTS: Product[] = [];

/**
 * docs/behaviour.md#catalog, search. Typing waits for a 1 s pause, then writes the keyword to the URL (replacing the
 * entry, so Back leaves the page rather than replaying keystrokes); results are keyed by keyword, so a late
 * answer for an older keyword can never replace the newer one.
 */
export function SearchPage() {
  const t = useTranslate();
  const { text: urlKeyword, commitText: showKeyword } = useUrlView(route, 'keyword');

  const keyword = urlKeyword.trim();
  const query = useQuery(searchQuery(keyword));
  // An empty keyword clears the results (docs/behaviour.md#catalog).
  const results = keyword === '' ? NO_RESULTS : listOrEmpty(query);
  const searching = keyword !== '' && query.isPending;

  const { cart } = useCart();
  const refuseOverStock = useCallback(
    (product: Product) => {
      const refusal = searchStockRefusal(product, cartQuantityOf(cart, product._id));
      if (refusal) toast.error(refusal);
      return refusal === null;
    },
    [cart],
  );
  const { add, addingId } = useCardAddToCart(refuseOverStock);
  const { open } = useProductDialog();

  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('catalog.search.title')}
        </Title>
        <DebouncedSearchInput
          label={t('catalog.search.label')}
          placeholder={t('catalog.search.placeholder')}
          value={urlKeyword}
          onCommit={showKeyword}
          debounceMs={SEARCH_DEBOUNCE_MS}
          // An empty keyword clears the results at once; there is nothing to wait for.
          commitEmptyAtOnce
          layout="block"
          size="md"
          autoComplete="off"
        />
        {/* Always there, so that a screen reader hears each outcome as it comes: a live region that appears with
            its text is not announced. */}
        <div role="status">
          {searching ? null : keyword !== '' && results.length === 0 ? (
            <Text size="lg" fw={600}>
              {t('catalog.search.noResults')}
            </Text>
          ) : (
            results.length > 0 && (
              <Text c="dimmed">{t('catalog.search.count', { count: results.length, keyword })}</Text>
            )
          )}
        </div>
        {searching ? (
          <ProductGridSkeleton count={4} />
        ) : (
          results.length > 0 && (
            <>
              <VisuallyHidden component="h2">{t('catalog.search.resultsHeading')}</VisuallyHidden>
              <ProductGrid products={results} onOpen={open} onAddToCart={add} addingId={addingId} />
            </>
          )
        )}
      </Stack>
      <ProductDialog />
    </Container>
  );
}
