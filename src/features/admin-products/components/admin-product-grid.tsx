import { SimpleGrid } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import type { Product } from '@/features/catalog/schemas';
import { useTranslate } from '@/lib/i18n/i18n';
import { AdminProductCard } from './admin-product-card';

const ESTIMATED_ROW_HEIGHT = 400;
/** Up to this many products every card is in the DOM, as before the grid was virtualised (the listing's line). */
const VIRTUALISE_ABOVE = 60;
const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };
/** Card columns by the grid's own width (the admin's sidebar takes part of the window). */
const columnsFor = (width: number) => (width >= 1100 ? 4 : width >= 780 ? 3 : width >= 460 ? 2 : 1);

/**
 * The admin's product cards, rows rendered only near the viewport and scrolled with the window (as the
 * shop's listing does): the DOM holds a few dozen cards whatever the catalogue's size.
 */
interface AdminProductGridProps {
  products: Product[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

export function AdminProductGrid({ products, onEdit, onDelete }: AdminProductGridProps) {
  if (products.length > VIRTUALISE_ABOVE)
    return <VirtualAdminProductGrid products={products} onEdit={onEdit} onDelete={onDelete} />;
  return (
    <SimpleGrid cols={GRID_COLS}>
      {products.map((product) => (
        <AdminProductCard key={product._id} product={product} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </SimpleGrid>
  );
}

function VirtualAdminProductGrid({ products, onEdit, onDelete }: AdminProductGridProps) {
  const t = useTranslate();
  const { ref: sizeRef, width } = useElementSize();
  const columns = columnsFor(width || window.innerWidth);
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useEffect(() => {
    setScrollMargin(listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(products.length / columns),
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 2,
    scrollMargin,
  });

  return (
    <div ref={sizeRef}>
      <div
        ref={listRef}
        role="list"
        aria-label={t('admin.products.grid')}
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
                style={{ display: 'flex', flexDirection: 'column' }}
              >
                <AdminProductCard product={product} onEdit={onEdit} onDelete={onDelete} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
