import type { Product } from '@/features/catalog/schemas';
import { viewRecords } from '@/lib/data-table/data-table';
import { adminProductColumns, adminProductTableView } from './admin-product-columns';
import type { AdminProductsSearch } from './admin-products-search';

/** The products the view keeps, in its order: the page's view (useDataTable) without the page. */
export function adminProductView(products: readonly Product[], search: AdminProductsSearch): Product[] {
  return [
    ...viewRecords({ view: adminProductTableView, columns: adminProductColumns, data: products, search }),
  ];
}
