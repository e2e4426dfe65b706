import { Container, Stack, VisuallyHidden } from '@mantine/core';
import { FeatureImageSection } from '@/features/feature-images/components/feature-image-section';
import { useCardAddToCart } from '@/features/cart/api/use-card-add-to-cart';
import { useCatalogProducts } from '@/features/catalog/api/use-catalog-products';
import { useProductDialog } from '@/features/catalog/hooks/use-product-dialog';
import { searchFromListingView } from '@/features/catalog/lib/listing-search';
import { selectCategory } from '@/features/catalog/lib/listing-view';
import { categoryName } from '@/features/catalog/categories';
import { type KnownCategory } from '@/features/catalog/category-ids';
import { DEFAULT_SORT } from '@/features/catalog/sort';
import { AnchorLink } from '@/components/navigation/anchor-link';
import touch from '@/components/touch/touch-targets.module.css';
import { useTranslate } from '@/lib/i18n/i18n';
import { CategoryRows } from '@/features/catalog/components/category-rows';
import { CategoryTiles } from '@/features/catalog/components/category-tiles';
import { LazyProductDialog as ProductDialog } from './product-dialog/lazy-product-dialog';

/** docs/behaviour.md#catalog, shop home: feature image, 'Shop by category' tiles, products by category (first load price-lowtohigh). */
export function ShopHomePage() {
  const { products, loading } = useCatalogProducts({}, DEFAULT_SORT);
  const { open } = useProductDialog();
  const { add, addingId } = useCardAddToCart();
  const t = useTranslate();

  return (
    <Container size="xl" py="lg">
      {/* The page's h1 for screen readers and the outline: the feature image and the tiles carry its visible start. */}
      <VisuallyHidden component="h1">{t('landing.shopHome.heading')}</VisuallyHidden>
      <Stack gap={48}>
        <FeatureImageSection />
        <CategoryTiles />
        <CategoryRows
          products={products}
          loading={loading}
          onOpen={open}
          onAddToCart={add}
          addingId={addingId}
          renderViewAll={(category) => <ViewAll category={category} />}
        />
      </Stack>
      <ProductDialog />
    </Container>
  );
}

function ViewAll({ category }: { category: KnownCategory }) {
  const t = useTranslate();
  return (
    <AnchorLink
      to="/shop/listing"
      search={searchFromListingView({ categories: [category.id], sortBy: DEFAULT_SORT })}
      onClick={() => selectCategory(category.id)}
      size="sm"
      className={touch.textLink}
      aria-label={t('landing.shopHome.viewAllLabel', { category: categoryName(category, t) })}
    >
      {t('landing.shopHome.viewAll')}
    </AnchorLink>
  );
}
