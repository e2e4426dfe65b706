import { csvAmount, toCsv } from '@/lib/csv';
import { categoryLabel } from '@/features/catalog/categories';
import type { Product } from '@/features/catalog/schemas';

/**
 * The products as a spreadsheet: one row each, in the order given (the grid's view), the header and the
 * categories in the admin's language, prices in dollars with a dot. Loaded on demand with the CSV library.
 */
export function productsCsv(products: readonly Product[], t: (id: string) => string) {
  const header = [
    t('admin.csv.products.id'),
    t('admin.csv.products.title'),
    t('admin.csv.products.category'),
    t('admin.csv.products.price'),
    t('admin.csv.products.salePrice'),
    t('admin.csv.products.stock'),
    t('admin.csv.products.rating'),
    t('admin.csv.products.description'),
  ];
  return toCsv(header, products, (product) => [
    product._id,
    product.title,
    categoryLabel(product.category, t),
    csvAmount(product.price),
    product.salePrice > 0 ? csvAmount(product.salePrice) : '',
    product.totalStock,
    csvAmount(product.averageReview),
    product.description,
  ]);
}
