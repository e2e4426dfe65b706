import { SimpleGrid } from '@mantine/core';
import { useTranslate } from '@/lib/i18n/i18n';
import { LISTING_PRIORITY_IMAGES } from '@/lib/early-requests';
import type { Product } from '../schemas';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { EarlyCardTemplates, earlyCardsSlot } from './early-card-templates';
import { loadingRegion } from '@/components/feedback/loading-region';
import { useLoadedWhen } from '@/lib/use-loaded-when';

export { ProductCardSkeleton };

const GRID_COLS = { base: 1, xs: 2, md: 3, xl: 4 } as const;
/** Above this many products only the rows near the screen are in the DOM (a 5,000-product catalogue stays light). */
const VIRTUALISE_ABOVE = 60;
/** What a large catalogue shows while its virtual grid's code downloads: more than the first screen holds. */
const CARDS_BEFORE_VIRTUAL_GRID = 12;

const loadVirtualGrid = () => import('./virtual-product-grid');

export interface ProductGridProps {
  products: Product[];
  onOpen: (product: Product) => void;
  onAddToCart: (product: Product) => void;
  addingId?: string;
}

/**
 * One listing card, in the plain grid and the virtual one alike. The first cards are on screen at once on a phone
 * (one column) and a desktop (one row): their images load eagerly (on a first load of the listing they are
 * preloaded even before: lib/early-requests.ts).
 */
export function ListingCard({
  product,
  index,
  onOpen,
  onAddToCart,
  addingId,
}: Omit<ProductGridProps, 'products'> & { product: Product; index: number }) {
  return (
    <ProductCard
      product={product}
      onOpen={onOpen}
      onAddToCart={onAddToCart}
      adding={addingId === product._id}
      priority={index < LISTING_PRIORITY_IMAGES}
    />
  );
}

export function ProductGrid({ products, onOpen, onAddToCart, addingId }: ProductGridProps) {
  const large = products.length > VIRTUALISE_ABOVE;
  const virtualGrid = useLoadedWhen(large, loadVirtualGrid);
  if (large && virtualGrid) {
    return (
      <virtualGrid.VirtualProductGrid
        products={products}
        onOpen={onOpen}
        onAddToCart={onAddToCart}
        addingId={addingId}
      />
    );
  }
  const shown = large ? products.slice(0, CARDS_BEFORE_VIRTUAL_GRID) : products;
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {shown.map((product, index) => (
        <li key={product._id} data-product-index={index}>
          <ListingCard
            product={product}
            index={index}
            onOpen={onOpen}
            onAddToCart={onAddToCart}
            addingId={addingId}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * `earlyCards`: the listing's grid, which its prerendered page fills with its first cards before the app has loaded
 * (features/catalog/early-cards.ts): at build time it carries the templates they are made from.
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
      cols={GRID_COLS}
      spacing="md"
      {...loadingRegion(t('catalog.grid.loading'))}
      {...(prerenderedEarlyCards ? earlyCardsSlot(t) : {})}
    >
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
      {prerenderedEarlyCards && <EarlyCardTemplates />}
    </SimpleGrid>
  );
}
