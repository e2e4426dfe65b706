import { useEffect, useState } from 'react';
import { VirtualCardGrid } from '@/components/layout/virtual-card-grid';
import { useTranslate } from '@/lib/i18n/i18n';
import { ListingCard, type ProductGridProps } from './product-grid';

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

/** The listing's cards in rows rendered only near the viewport (VirtualCardGrid). */
export function VirtualProductGrid({ products, onOpen, onAddToCart, addingId }: ProductGridProps) {
  const t = useTranslate();
  return (
    <VirtualCardGrid
      items={products}
      columns={useGridColumns()}
      estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
      label={t('catalog.grid.products')}
      itemKey={(product) => product._id}
      cardItemProps={(index) => ({ 'data-product-index': index })}
      renderCard={(product, index) => (
        <ListingCard
          product={product}
          index={index}
          onOpen={onOpen}
          onAddToCart={onAddToCart}
          addingId={addingId}
        />
      )}
    />
  );
}
