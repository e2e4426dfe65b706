import { describe, expect, it } from 'vitest';
import { testProduct } from '@/testing/products';
import { activateLocale } from '@/lib/i18n/i18n';
import type { Product } from '../schemas';
import { covers, deriveProductList } from './derive-product-list';

const product = (id: string, title: string, category: string, price: number): Product =>
  testProduct({ _id: id, title, category, price });

const catalog = [
  product('a1', 'Çay bardağı', 'Teas', 12),
  product('a2', 'Antep baklava', 'Baklava', 30),
  product('a3', 'Cevizli baklava', 'Baklava', 12),
  product('a4', 'Rize çayı', 'Teas', 8),
];

describe('deriveProductList', () => {
  it('sorts the whole catalog like the backend, ties by id', () => {
    const titles = (list?: Product[]) => list?.map((item) => item._id);
    expect(titles(deriveProductList(catalog, {}, {}, 'price-lowtohigh'))).toEqual(['a4', 'a1', 'a3', 'a2']);
    expect(titles(deriveProductList(catalog, {}, {}, 'price-hightolow'))).toEqual(['a2', 'a1', 'a3', 'a4']);
    // Turkish collation: Ç sorts after C.
    expect(titles(deriveProductList(catalog, {}, {}, 'title-atoz'))).toEqual(['a2', 'a3', 'a1', 'a4']);
    expect(titles(deriveProductList(catalog, {}, {}, 'title-ztoa'))).toEqual(['a4', 'a1', 'a3', 'a2']);
  });

  it('sorts titles by the Turkish alphabet (C Ç, G Ğ, I İ, ı i, O Ö, S Ş, U Ü) whatever the language shown', async () => {
    const titles = [
      'Üzüm pekmezi',
      'Şekerpare',
      'Kişniş',
      'İncir reçeli',
      'Örgü peyniri',
      'Doğa çayı',
      'Çifte kavrulmuş lokum',
      'Urfa biberi',
      'Kırmızı biber',
      'Sucuk',
      'Isparta gülü',
      'Otlu peynir',
      'Dogma kahvesi',
      'Cevizli baklava',
    ];
    const turkishOrder = [
      'Cevizli baklava',
      'Çifte kavrulmuş lokum',
      'Dogma kahvesi',
      'Doğa çayı',
      'Isparta gülü',
      'İncir reçeli',
      'Kırmızı biber',
      'Kişniş',
      'Otlu peynir',
      'Örgü peyniri',
      'Sucuk',
      'Şekerpare',
      'Urfa biberi',
      'Üzüm pekmezi',
    ];
    const products = titles.map((title, index) => product(`t${index}`, title, 'Teas', 5));
    const sorted = (sortBy: 'title-atoz' | 'title-ztoa') =>
      deriveProductList(products, {}, {}, sortBy)?.map((item) => item.title);

    // The titles are Turkish product names and the backend sorts them the Turkish way in either language.
    expect(sorted('title-atoz')).toEqual(turkishOrder);
    expect(sorted('title-ztoa')).toEqual([...turkishOrder].reverse());
    await activateLocale('tr');
    expect(sorted('title-atoz')).toEqual(turkishOrder);
    expect(sorted('title-ztoa')).toEqual([...turkishOrder].reverse());
  });

  it('narrows a broader list to the chosen categories and leaves the source untouched', () => {
    const before = catalog.map((item) => item._id);
    const teas = deriveProductList(catalog, {}, { category: ['Teas'] }, 'price-lowtohigh');
    expect(teas?.map((item) => item._id)).toEqual(['a4', 'a1']);
    expect(catalog.map((item) => item._id)).toEqual(before);
  });

  it('refuses a source that cannot hold every product of the view', () => {
    const teas = catalog.filter((item) => item.category === 'Teas');
    expect(deriveProductList(teas, { category: ['Teas'] }, {}, 'price-lowtohigh')).toBeUndefined();
    expect(
      deriveProductList(teas, { category: ['Teas'] }, { category: ['Teas', 'Baklava'] }, 'title-atoz'),
    ).toBeUndefined();
  });

  it('knows which filters a list covers', () => {
    expect(covers({}, { category: ['Teas'] })).toBe(true);
    expect(covers({ category: ['Teas', 'Nuts'] }, { category: ['Nuts'] })).toBe(true);
    expect(covers({ category: ['Teas'] }, { category: [] })).toBe(false);
    expect(covers({ category: [] }, { category: ['Teas'] })).toBe(true);
  });

  it('filters by category id whatever spelling the backend stores', () => {
    const stored = [
      product('b1', 'Gül lokumu', 'turkishDelight', 9),
      product('b2', 'Fıstıklı lokum', 'Turkish delight', 11),
      product('b3', 'Lokum, kutu', 'turkish_delight', 14),
      product('b4', 'Baklava', 'baklava', 20),
    ];
    const kept = deriveProductList(stored, {}, { category: ['turkish-delight'] }, 'price-lowtohigh');
    expect(kept?.map((item) => item._id)).toEqual(['b1', 'b2', 'b3']);
    // A list loaded for one spelling covers a view that asks for another.
    expect(covers({ category: ['Turkish delight'] }, { category: ['turkish-delight'] })).toBe(true);
  });
});
