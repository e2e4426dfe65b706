import { Container, Grid, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useCardAddToCart } from '@/features/cart/api/use-card-add-to-cart';
import { restoreEarlyCardFocus, takeEarlyCardPresses } from '@/boot/early-cards';
import { useCatalogProducts } from '@/features/catalog/api/use-catalog-products';
import { useProductDialog } from '@/features/catalog/hooks/use-product-dialog';
import { listingViewFromSearch, searchFromListingView } from '@/features/catalog/lib/listing-search';
import { productFiltersOf } from '@/features/catalog/listing-params';
import { rememberListingView, withCategories, type ListingView } from '@/features/catalog/lib/listing-view';
import { categoryName } from '@/features/catalog/categories';
import { categoryById } from '@/features/catalog/category-ids';
import type { SortOption } from '@/features/catalog/sort';
import { ListingFilters } from '@/features/catalog/components/listing-filters';
import { ListingFiltersSheet } from '@/features/catalog/components/listing-filters-sheet';
import { LazyProductDialog as ProductDialog } from './product-dialog/lazy-product-dialog';
import { ProductGrid, ProductGridSkeleton } from '@/features/catalog/components/product-grid';
import { SortMenu } from '@/features/catalog/components/sort-menu';
import { useTranslate } from '@/lib/i18n/i18n';
import { useUrlView } from '@/lib/hooks/use-url-view';
import classes from './listing-page.module.css';

const route = getRouteApi('/shop/listing');

/** The URL's view, kept in the session's filters store (the route's beforeLoad brings a bare URL back to it). */
const keepListingView = (search: { category?: string; sortBy?: SortOption }) =>
  rememberListingView(listingViewFromSearch(search));

/**
 * docs/behaviour.md#catalog, listing. The URL is the view (reload, Back/Forward and shared links reproduce it); the
 * session's filters store follows it, so a bare /shop/listing comes back to the same view.
 * From md up the filters are a side panel; below md they open in a sheet from a one-row toolbar (heading, count,
 * Filters, sort), so a phone's first screen shows products. Panel and sheet change the view the same way.
 */
export function ListingPage() {
  const t = useTranslate();
  // The view lives in the URL (useUrlView, as on every page with one): a change shows at once, and the session's
  // filters store follows the URL.
  const { search, change } = useUrlView(route, undefined, { keep: keepListingView });
  const shown = useMemo(
    () => listingViewFromSearch({ category: search.category, sortBy: search.sortBy }),
    [search.category, search.sortBy],
  );

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

  // No category is no parameter: `category: undefined` takes the previous one out of the merged URL.
  const show = (next: ListingView) => change({ category: undefined, ...searchFromListingView(next) });

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
