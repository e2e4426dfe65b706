import { CSV_DIALECTS, csvAmount, toCsv } from '@/lib/format/csv';
import type { Locale } from '@/boot/preferred-locale';
import { categoryLabel } from '@/features/catalog/categories';
import type { Product } from '@/features/catalog/schemas';

/**
 * The products as a spreadsheet: one row each, in the order given (the grid's view), the header and the
 * categories in the admin's language, written for a spreadsheet in that language (`;`-separated with decimal
 * commas in Turkish), prices in dollars. Loaded on demand with the CSV library.
 */
export function productsCsv(products: readonly Product[], t: (id: string) => string, locale: Locale) {
  const dialect = CSV_DIALECTS[locale];
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
  return toCsv(
    header,
    products,
    (product) => [
      product._id,
      product.title,
      categoryLabel(product.category, t),
      csvAmount(product.price, dialect),
      product.salePrice > 0 ? csvAmount(product.salePrice, dialect) : '',
      product.totalStock,
      csvAmount(product.averageReview, dialect),
      product.description,
    ],
    dialect,
  );
}
