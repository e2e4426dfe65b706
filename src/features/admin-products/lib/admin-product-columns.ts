import type { ColumnDef } from '@tanstack/react-table';
import { categoryKey } from '@/features/catalog/category-ids';
import type { Product } from '@/features/catalog/schemas';
import type { DataTableView } from '@/lib/data-table/data-table';
import { foldText } from '@/lib/format/search-text';
import {
  LOW_STOCK_LIMIT,
  type AdminProductSort,
  type AdminProductsSearch,
  type StockState,
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
type ProductOrder = Exclude<AdminProductSort, 'listed'>;
const COMPARE: Record<ProductOrder, (a: Product, b: Product) => number> = {
  newest: newerFirst,
  title: (a, b) => turkish().compare(a.title, b.title) || newerFirst(a, b),
  price: (a, b) => a.price - b.price || newerFirst(a, b),
  stock: (a, b) => a.totalStock - b.totalStock || newerFirst(a, b),
};
const sortedBy = (order: ProductOrder) => ({
  sortingFn: (a: { original: Product }, b: { original: Product }) => COMPARE[order](a.original, b.original),
});

/**
 * The admin's products as a table's columns (drawn as cards, AdminProductGrid): one per sort of the toolbar, by its
 * name, and the category and stock filters. Each sort is ascending; ties go newest first.
 */
export const adminProductColumns: ColumnDef<Product>[] = [
  { id: 'title', accessorFn: (product) => product.title, ...sortedBy('title') },
  {
    id: 'category',
    accessorFn: (product) => categoryKey(product.category),
    // Any spelling of the category in the URL (`turkish-delight`, `turkishDelight`).
    filterFn: (row, id, category: string) => row.getValue(id) === categoryKey(category),
  },
  {
    id: 'stock',
    accessorFn: (product) => product.totalStock,
    filterFn: (row, _id, state: StockState) => matchesStockState(row.original, state),
    ...sortedBy('stock'),
  },
  { id: 'newest', accessorFn: (product) => product._id, ...sortedBy('newest') },
  { id: 'price', accessorFn: (product) => product.price, ...sortedBy('price') },
];

/** The products' view in the URL (`?q=&category=&stock=&sort=`): no sort keeps the backend's order. */
export const adminProductTableView: DataTableView<Product, AdminProductsSearch> = {
  textKey: 'q',
  getRowId: (product) => product._id,
  searchMatcher: (text) => {
    const needle = foldText(text.trim());
    return (product) => !needle || foldText(product.title).includes(needle);
  },
  stateOf: ({ sort, category, stock }) => ({
    sorting: sort && sort !== 'listed' ? [{ id: sort, desc: false }] : [],
    columnFilters: [
      ...(category ? [{ id: 'category', value: category }] : []),
      ...(stock ? [{ id: 'stock', value: stock }] : []),
    ],
  }),
};
