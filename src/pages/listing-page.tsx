import { Container, Grid, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useCardAddToCart } from '@/features/catalog/hooks/use-card-add-to-cart';
import { useCatalogueProducts } from '@/features/catalog/hooks/use-catalogue-products';
import { useProductDialog } from '@/features/catalog/hooks/use-product-dialog';
import {
  listingViewFromSearch,
  productFiltersOf,
  searchFromListingView,
} from '@/features/catalog/lib/listing-search';
import {
  rememberListingView,
  sameListingView,
  withCategories,
  type ListingView,
} from '@/features/catalog/lib/listing-view';
import { categoryById } from '@/features/catalog/categories';
import type { SortOption } from '@/features/catalog/sort';
import { ListingFilters } from '@/features/catalog/components/listing-filters';
import { LazyProductDialog as ProductDialog } from './product-dialog/lazy-product-dialog';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { SortMenu } from '@/features/catalog/components/sort-menu';

const route = getRouteApi('/shop/listing');

/**
 * docs/behaviour.md#catalogue, listing. The URL is the view (reload, Back/Forward and shared links reproduce it); the
 * session's filters store follows it, so a bare /shop/listing comes back to the same view.
 */
export function ListingPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const view = useMemo(
    () => listingViewFromSearch({ category: search.category, sortBy: search.sortBy }),
    [search.category, search.sortBy],
  );
  useEffect(() => rememberListingView(view), [view]);

  // The clicked view shows at once, before the router commits the URL; it gives way as soon as the URL moves.
  const [optimistic, setOptimistic] = useState<{ from: ListingView; to: ListingView } | null>(null);
  if (optimistic && !sameListingView(optimistic.from, view)) setOptimistic(null);
  const shown = optimistic?.to ?? view;

  const { products, loading } = useCatalogueProducts(productFiltersOf(shown), shown.sortBy);
  const { open } = useProductDialog();
  const { add, addingId } = useCardAddToCart();

  const show = (next: ListingView) => {
    setOptimistic({ from: view, to: next });
    void navigate({ search: (previous) => ({ ...searchFromListingView(next), product: previous.product }) });
  };

  return (
    <Container size="xl" py="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ListingFilters
            categories={shown.categories}
            onChange={(next) => show(withCategories(shown, next))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={1} size="h2">
                {shown.categories[0] && shown.categories.length === 1
                  ? categoryById(shown.categories[0]).label
                  : 'All Products'}
              </Title>
              <Group gap="md">
                <Text c="dimmed" role="status">
                  {loading ? 'Loading products…' : `${products.length} Products`}
                </Text>
                <SortMenu
                  value={shown.sortBy}
                  onChange={(sortBy: SortOption) => show({ ...shown, sortBy })}
                />
              </Group>
            </Group>
            {/* Cards title themselves with h3: this keeps the heading outline in order. */}
            <VisuallyHidden component="h2">Product results</VisuallyHidden>
            {loading ? (
              <ProductGridSkeleton />
            ) : (
              <ProductGrid products={products} onOpen={open} onAddToCart={add} addingId={addingId} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <ProductDialog />
    </Container>
  );
}
