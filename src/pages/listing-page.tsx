import { Container, Grid, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useCardAddToCart } from '@/features/cart/api/use-card-add-to-cart';
import { restoreEarlyCardFocus, takeEarlyCardPresses } from '@/boot/early-cards';
import { useCatalogProducts } from '@/features/catalog/api/use-catalog-products';
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
import { categoryName } from '@/features/catalog/categories';
import { categoryById } from '@/features/catalog/category-ids';
import type { SortOption } from '@/features/catalog/sort';
import { ListingFilters } from '@/features/catalog/components/listing-filters';
import { ListingFiltersSheet } from '@/features/catalog/components/listing-filters-sheet';
import { LazyProductDialog as ProductDialog } from './product-dialog/lazy-product-dialog';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { SortMenu } from '@/features/catalog/components/sort-menu';
import { useTranslate } from '@/lib/i18n/i18n';
import classes from './listing-page.module.css';

const route = getRouteApi('/shop/listing');

/**
 * docs/behaviour.md#catalog, listing. The URL is the view (reload, Back/Forward and shared links reproduce it); the
 * session's filters store follows it, so a bare /shop/listing comes back to the same view.
 * From md up the filters are a side panel; below md they open in a sheet from a one-row toolbar (heading, count,
 * Filters, sort), so a phone's first screen shows products. Panel and sheet change the view the same way.
 */
export function ListingPage() {
  const t = useTranslate();
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

  const { products, loading, counted } = useCatalogProducts(productFiltersOf(shown), shown.sortBy);
  const { open } = useProductDialog();
  const { add, addingId } = useCardAddToCart();

  // A press on one of the prerendered page's first cards, made before the app had the page, is carried out now,
  // and the keyboard's focus on one of them moves to the app's card.
  useEffect(() => {
    if (loading) return;
    restoreEarlyCardFocus();
    for (const press of takeEarlyCardPresses()) {
      const product = products.find((candidate) => candidate._id === press.productId);
      if (product) (press.action === 'add' ? add : open)(product);
    }
  }, [loading, products, add, open]);

  const show = (next: ListingView) => {
    setOptimistic({ from: view, to: next });
    void navigate({ search: (previous) => ({ ...searchFromListingView(next), product: previous.product }) });
  };

  const changeCategories = (next: string[]) => show(withCategories(shown, next));

  return (
    <Container size="xl" py="lg">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
          <ListingFilters categories={shown.categories} onChange={changeCategories} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            <div className={classes.toolbar}>
              <Title order={1} size="h2" className={classes.title}>
                {shown.categories[0] && shown.categories.length === 1
                  ? categoryName(categoryById(shown.categories[0]), t)
                  : t('catalog.listing.allProducts')}
              </Title>
              <Text c="dimmed" role="status" className={classes.count}>
                {loading
                  ? t('catalog.listing.loadingCount')
                  : t('catalog.listing.count', { count: products.length })}
              </Text>
              <Group gap="sm" wrap="nowrap" className={classes.actions}>
                <ListingFiltersSheet
                  categories={shown.categories}
                  onChange={changeCategories}
                  productCount={counted ? products.length : null}
                />
                <SortMenu
                  value={shown.sortBy}
                  onChange={(sortBy: SortOption) => show({ ...shown, sortBy })}
                />
              </Group>
            </div>
            {/* Cards title themselves with h3: this keeps the heading outline in order. */}
            <VisuallyHidden component="h2">{t('catalog.listing.resultsHeading')}</VisuallyHidden>
            {loading ? (
              <ProductGridSkeleton earlyCards />
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
