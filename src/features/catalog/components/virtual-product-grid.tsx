import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '@/lib/i18n/i18n';
import { ProductCard } from './product-card';
import { LISTING_PRIORITY_IMAGES } from '@/lib/early-requests';
import type { ProductGridProps } from './product-grid';

// Loaded by ProductGrid only for a catalogue above VIRTUALISE_ABOVE products: the virtualizer is not part of the
// listing's first load.

const ESTIMATED_ROW_HEIGHT = 460;

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

/**
 * Rows of cards rendered only near the viewport, scrolled with the window: the DOM holds a few dozen cards
 * whatever the catalogue's size, and the scrollbar still spans the whole list.
 */
export function VirtualProductGrid({ products, onOpen, onAddToCart, addingId }: ProductGridProps) {
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
                priority={row.index * columns + offset < LISTING_PRIORITY_IMAGES}
              />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
