import { describe, expect, it } from 'vitest';
import { testProduct } from '@/testing/products';
import type { Product } from '@/features/catalog/schemas';
import { adminProductView } from './admin-product-view';
import { adminProductsSearchSchema } from './admin-products-search';

const product = (
  _id: string,
  title: string,
  category: string,
  price: number,
  totalStock: number,
  salePrice = 0,
): Product => testProduct({ _id, title, category, price, salePrice, totalStock });

const PRODUCTS = [
  product('64b000000000000000000001', 'Fıstıklı Baklava', 'Baklava', 30, 12),
  product('64b000000000000000000002', 'İsot Biberi', 'spices', 8, 0),
  product('64b000000000000000000003', 'Çifte Kavrulmuş Lokum', 'turkishDelight', 15, 4, 12),
  product('64b000000000000000000004', 'Aydın Kuru İnciri', 'nuts', 11, 5),
];
const titles = (list: Product[]) => list.map((item) => item.title);

describe('adminProductView', () => {
  it('finds titles whatever the case and accents, Turkish İ and ı included', () => {
    expect(titles(adminProductView(PRODUCTS, { q: 'fistikli' }))).toEqual(['Fıstıklı Baklava']);
    expect(titles(adminProductView(PRODUCTS, { q: 'ISOT' }))).toEqual(['İsot Biberi']);
    expect(titles(adminProductView(PRODUCTS, { q: 'inciri' }))).toEqual(['Aydın Kuru İnciri']);
    expect(titles(adminProductView(PRODUCTS, { q: 'cifte' }))).toEqual(['Çifte Kavrulmuş Lokum']);
  });

  it('filters by category in any spelling and by stock state', () => {
    expect(titles(adminProductView(PRODUCTS, { category: 'turkish-delight' }))).toEqual([
      'Çifte Kavrulmuş Lokum',
    ]);
    expect(titles(adminProductView(PRODUCTS, { stock: 'out' }))).toEqual(['İsot Biberi']);
    expect(titles(adminProductView(PRODUCTS, { stock: 'low', sort: 'stock' }))).toEqual([
      'Çifte Kavrulmuş Lokum',
      'Aydın Kuru İnciri',
    ]);
    expect(titles(adminProductView(PRODUCTS, { stock: 'sale' }))).toEqual(['Çifte Kavrulmuş Lokum']);
  });

  it('keeps the backend order by default, or sorts newest first, by title (Turkish alphabet), price or stock', () => {
    expect(titles(adminProductView(PRODUCTS, {}))).toEqual(titles(PRODUCTS));
    expect(titles(adminProductView(PRODUCTS, { sort: 'newest' }))[0]).toBe('Aydın Kuru İnciri');
    expect(titles(adminProductView(PRODUCTS, { sort: 'title' }))).toEqual([
      'Aydın Kuru İnciri',
      'Çifte Kavrulmuş Lokum',
      'Fıstıklı Baklava',
      'İsot Biberi',
    ]);
    expect(adminProductView(PRODUCTS, { sort: 'price' }).map((item) => item.price)).toEqual([8, 11, 15, 30]);
  });

  it('reads a hand-edited link without failing', () => {
    expect(adminProductsSearchSchema.parse({ q: 42, stock: 'lots', sort: 'random' })).toEqual({
      q: '42',
      stock: undefined,
      sort: undefined,
      category: undefined,
    });
  });
});
