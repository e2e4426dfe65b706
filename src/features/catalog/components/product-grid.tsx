import { SimpleGrid } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';
import { LISTING_PRIORITY_IMAGES } from '@/boot/early-requests';
import type { Product } from '../schemas';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { EARLY_CARDS_SLOT, EarlyCardSets } from './early-card-templates';
import { loadingRegion } from '@/components/feedback/loading-region';
import { CardGrid } from '@/components/layout/card-grid';
import { FULL_WIDTH_COLUMNS } from '@/components/layout/card-columns';

/** A listing card's height in the virtual grid before it is measured. */
const ESTIMATED_ROW_HEIGHT = 460;

export interface ProductGridProps {
  products: Product[];
  onOpen: (product: Product) => void;
  onAddToCart: (product: Product) => void;
  addingId?: string;
}

/**
 * The listing's cards (CardGrid: every card up to 60 products, the rows near the screen above). The first cards
 * are on screen at once on a phone (one column) and a desktop (one row): their images load eagerly (on a first
 * load of the listing they are preloaded even before: boot/early-requests.ts).
 */
export function ProductGrid({ products, onOpen, onAddToCart, addingId }: ProductGridProps) {
  const t = useTranslate();
  return (
    <CardGrid
      items={products}
      columns={FULL_WIDTH_COLUMNS}
      plainList
      estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
      label={t('catalog.grid.products')}
      itemKey={(product) => product._id}
      cardItemProps={(index) => ({ 'data-product-index': index })}
      renderCard={(product, index) => (
        <ProductCard
          product={product}
          onOpen={onOpen}
          onAddToCart={onAddToCart}
          adding={addingId === product._id}
          priority={index < LISTING_PRIORITY_IMAGES}
        />
      )}
    />
  );
}

/**
 * `earlyCards`: the listing's grid, which its prerendered page fills with its first cards before the app has loaded
 * (boot/early-cards.ts): at build time it carries the templates they are made from, in every language.
 */
export function ProductGridSkeleton({
  count = 8,
  earlyCards = false,
}: {
  count?: number;
  earlyCards?: boolean;
}) {
  const t = useTranslate();
  const prerenderedEarlyCards = import.meta.env.SSR && earlyCards;
  return (
    <SimpleGrid
      cols={FULL_WIDTH_COLUMNS.cols}
      spacing="md"
      {...loadingRegion(t('catalog.grid.loading'))}
      {...(prerenderedEarlyCards ? EARLY_CARDS_SLOT : {})}
    >
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
      {prerenderedEarlyCards && <EarlyCardSets />}
    </SimpleGrid>
  );
}
