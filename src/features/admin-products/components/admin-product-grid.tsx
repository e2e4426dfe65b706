import { BESIDE_NAVBAR_COLUMNS } from '@/components/layout/card-columns';
import { CardGrid } from '@/components/layout/card-grid';
import type { Product } from '@/features/catalog/schemas';
import { useTranslate } from '@/lib/i18n/i18n';
import { AdminProductCard } from './admin-product-card';

/** An admin card's height in the virtual grid before it is measured. */
const ESTIMATED_ROW_HEIGHT = 400;

interface AdminProductGridProps {
  products: readonly Product[];
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/**
 * The admin's product cards (CardGrid: every card up to 60 products, as before the grid was virtualised; above,
 * rows rendered only near the viewport and scrolled with the window, as the shop's listing does): the DOM holds a
 * few dozen cards whatever the catalog's size. Columns go by the grid's own width in the virtual grid (the
 * admin's navigation bar takes part of the window).
 */
export function AdminProductGrid({ products, onEdit, onDelete }: AdminProductGridProps) {
  const t = useTranslate();
  return (
    <CardGrid
      items={products}
      columns={BESIDE_NAVBAR_COLUMNS}
      estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
      label={t('admin.products.grid')}
      itemKey={(product) => product._id}
      cardItemProps={() => ({ style: { display: 'flex', flexDirection: 'column' } })}
      renderCard={(product) => <AdminProductCard product={product} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}
