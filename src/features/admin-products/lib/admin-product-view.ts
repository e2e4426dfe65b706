import { categoryKey } from '@/features/catalog/category-ids';
import type { Product } from '@/features/catalog/schemas';
import { foldText } from '@/lib/format/search-text';
import {
  LOW_STOCK_LIMIT,
  type AdminProductSort,
  type AdminProductsSearch,
  type StockState,
} from './admin-products-search';

export {
  ADMIN_PRODUCT_SORTS,
  adminProductsSearchSchema,
  LOW_STOCK_LIMIT,
  STOCK_STATES,
  type AdminProductsSearch,
} from './admin-products-search';

function matchesStockState(product: Product, state: StockState) {
  if (state === 'out') return product.totalStock === 0;
  if (state === 'low') return product.totalStock > 0 && product.totalStock <= LOW_STOCK_LIMIT;
  return product.salePrice > 0;
}

let turkishCollator: Intl.Collator | undefined;
const turkish = () => (turkishCollator ??= new Intl.Collator('tr'));
// Mongo ids start with their creation time, so the larger id is the newer product.
const newerFirst = (a: Product, b: Product) => (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);
const COMPARE: Record<Exclude<AdminProductSort, 'listed'>, (a: Product, b: Product) => number> = {
  newest: newerFirst,
  title: (a, b) => turkish().compare(a.title, b.title) || newerFirst(a, b),
  price: (a, b) => a.price - b.price || newerFirst(a, b),
  stock: (a, b) => a.totalStock - b.totalStock || newerFirst(a, b),
};

/** The products the view keeps, in its order: computed from the cached list, never per card in render. */
export function adminProductView(products: readonly Product[], search: AdminProductsSearch): Product[] {
  const needle = foldText(search.q?.trim() ?? '');
  const category = search.category ? categoryKey(search.category) : '';
  const kept = products.filter(
    (product) =>
      (!needle || foldText(product.title).includes(needle)) &&
      (!category || categoryKey(product.category) === category) &&
      (!search.stock || matchesStockState(product, search.stock)),
  );
  const sort = search.sort ?? 'listed';
  return sort === 'listed' ? kept : kept.sort(COMPARE[sort]);
}
