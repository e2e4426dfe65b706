import { SimpleGrid } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { VirtualCardGrid } from '@/components/layout/virtual-card-grid';
import type { Product } from '@/features/catalog/schemas';
import { useTranslate } from '@/lib/i18n/i18n';
import { AdminProductCard } from './admin-product-card';

const ESTIMATED_ROW_HEIGHT = 400;
/** Up to this many products every card is in the DOM, as before the grid was virtualised (the listing's line). */
const VIRTUALISE_ABOVE = 60;
const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 };
/** Card columns by the grid's own width (the admin's sidebar takes part of the window). */
const columnsFor = (width: number) => (width >= 1100 ? 4 : width >= 780 ? 3 : width >= 460 ? 2 : 1);

interface AdminProductGridProps {
  products: Product[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * The admin's product cards; above 60, rows rendered only near the viewport and scrolled with the window (as the
 * shop's listing does): the DOM holds a few dozen cards whatever the catalogue's size.
 */
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
  return (
    <div ref={sizeRef}>
      <VirtualCardGrid
        items={products}
        columns={columnsFor(width || window.innerWidth)}
        estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
        label={t('admin.products.grid')}
        itemKey={(product) => product._id}
        cardItemProps={() => ({ style: { display: 'flex', flexDirection: 'column' } })}
        renderCard={(product) => <AdminProductCard product={product} onEdit={onEdit} onDelete={onDelete} />}
      />
    </div>
  );
}
