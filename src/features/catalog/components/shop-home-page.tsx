import { Container, Stack } from '@mantine/core';
import { BannerSection } from '@/features/banners/components/banner-section';
import { useFiltersStore } from '@/stores/filters-store';
import { useCardAddToCart } from '../hooks/use-card-add-to-cart';
import { useCatalogueProducts } from '../hooks/use-catalogue-products';
import { useProductDialog } from '../hooks/use-product-dialog';
import { searchFromListingView } from '../lib/listing-search';
import type { KnownCategory } from '../categories';
import { DEFAULT_SORT } from '../schemas';
import { AnchorLink } from './anchor-link';
import { CategoryRows } from './category-rows';
import { CategoryTiles } from './category-tiles';
import { LazyProductDialog as ProductDialog } from './lazy-product-dialog';

/** Spec section 2, shop home: banner, 'Shop by category' tiles, products by category (first load price-lowtohigh). */
export function ShopHomePage() {
  const { products, loading } = useCatalogueProducts({}, DEFAULT_SORT);
  const { open } = useProductDialog();
  const { add, addingId } = useCardAddToCart();

  return (
    <Container size="xl" py="lg">
      <Stack gap={48}>
        <BannerSection />
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
  const selectCategory = useFiltersStore((state) => state.selectCategory);
  return (
    <AnchorLink
      to="/shop/listing"
      search={searchFromListingView({ categories: [category.id], sortBy: DEFAULT_SORT })}
      onClick={() => selectCategory(category.id)}
      size="sm"
      aria-label={`View all ${category.label}`}
    >
      View all
    </AnchorLink>
  );
}
