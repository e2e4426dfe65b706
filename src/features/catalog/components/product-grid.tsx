import { SimpleGrid } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { LISTING_PRIORITY_IMAGES } from '@/lib/early-requests';
import type { Product } from '../schemas';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';
import { loadingRegion } from '@/components/feedback/loading-region';

export { ProductCardSkeleton };

const GRID_COLS = { base: 1, xs: 2, md: 3, xl: 4 } as const;
/** Above this many products only the rows near the screen are in the DOM (a 5,000-product catalogue stays light). */
const VIRTUALISE_ABOVE = 60;
const ESTIMATED_ROW_HEIGHT = 460;
/**
 * The first cards are on screen at once on a phone (one column) and a desktop (one row): their images load
 * eagerly (on a first load of the listing they are preloaded even before: lib/early-requests.ts).
 */
const PRIORITY_CARDS = LISTING_PRIORITY_IMAGES;

/** The grid's column count at the window's width, matching GRID_COLS (Mantine's xs, md, xl breakpoints). */
function useGridColumns() {
  const columnsFor = (width: number) => (width >= 1408 ? 4 : width >= 992 ? 3 : width >= 576 ? 2 : 1);
  const [columns, setColumns] = useState(() => columnsFor(window.innerWidth));
  useEffect(() => {
    const update = () => setColumns(columnsFor(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return columns;
}

export function ProductGrid({
  products,
  onOpen,
  onAddToCart,
  addingId,
}: {
  products: Product[];
  onOpen: (product: Product) => void;
  onAddToCart: (product: Product) => void;
  addingId?: string;
}) {
  if (products.length > VIRTUALISE_ABOVE) {
    return (
      <VirtualProductGrid products={products} onOpen={onOpen} onAddToCart={onAddToCart} addingId={addingId} />
    );
  }
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {products.map((product, index) => (
        <li key={product._id} data-product-index={index}>
          <ProductCard
            product={product}
            onOpen={onOpen}
            onAddToCart={onAddToCart}
            adding={addingId === product._id}
            priority={index < PRIORITY_CARDS}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * Rows of cards rendered only near the viewport, scrolled with the window: the DOM holds a few dozen cards
 * whatever the catalogue's size, and the scrollbar still spans the whole list.
 */
function VirtualProductGrid({
  products,
  onOpen,
  onAddToCart,
  addingId,
}: {
  products: Product[];
  onOpen: (product: Product) => void;
  onAddToCart: (product: Product) => void;
  addingId?: string;
}) {
  const t = useTranslate();
  const columns = useGridColumns();
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useEffect(() => {
    setScrollMargin(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const rowCount = Math.ceil(products.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 2,
    scrollMargin,
  });

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={t('catalog.grid.products')}
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          role="presentation"
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - scrollMargin}px)`,
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            gap: 'var(--mantine-spacing-md)',
            paddingBottom: 'var(--mantine-spacing-md)',
          }}
        >
          {products.slice(row.index * columns, row.index * columns + columns).map((product, offset) => (
            <div
              key={product._id}
              role="listitem"
              aria-posinset={row.index * columns + offset + 1}
              aria-setsize={products.length}
              data-product-index={row.index * columns + offset}
            >
              <ProductCard
                product={product}
                onOpen={onOpen}
                onAddToCart={onAddToCart}
                adding={addingId === product._id}
                priority={row.index * columns + offset < PRIORITY_CARDS}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const t = useTranslate();
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md" {...loadingRegion(t('catalog.grid.loading'))}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </SimpleGrid>
  );
}
