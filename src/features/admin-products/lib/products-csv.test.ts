import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/features/catalog/schemas';
import { activateLocale, translate } from '@/lib/i18n/i18n';
import { productsCsv } from './products-csv';

const PRODUCT: Product = {
  _id: '64b0c0a1f1e2d3c4b5a6f001',
  image: '/images/baklava.svg',
  title: 'Cevizli Baklava, 500 g',
  description: 'Cevizli; şerbetli',
  category: 'baklava',
  price: 1234.5,
  salePrice: 19.9,
  totalStock: 12,
  averageReview: 4.25,
};

describe('productsCsv', () => {
  it('is `;`-separated with decimal commas in Turkish, and comma-separated with decimal points in English', async () => {
    await activateLocale('tr');
    const turkish = await productsCsv([PRODUCT], translate, 'tr');
    // Read back as Excel in Turkish reads it: split at `;`, a comma for the decimal mark.
    const [header, row] = parse<string[]>(turkish.slice(1), { delimiter: ';' }).data;
    expect(header).toEqual([
      'Ürün No',
      'Ürün Adı',
      'Kategori',
      'Fiyat (USD)',
      'İndirimli Fiyat (USD)',
      'Toplam Stok',
      'Ortalama Puan',
      'Açıklama',
    ]);
    expect(row).toEqual([
      PRODUCT._id,
      'Cevizli Baklava, 500 g',
      'Baklava',
      '1234,50',
      '19,90',
      '12',
      '4,25',
      'Cevizli; şerbetli',
    ]);

    await activateLocale('en');
    const english = await productsCsv([PRODUCT], translate, 'en');
    expect(english).toContain(
      '\r\n64b0c0a1f1e2d3c4b5a6f001,"Cevizli Baklava, 500 g",Baklava,1234.50,19.90,12,4.25,',
    );
    expect(parse<string[]>(english.slice(1), { delimiter: ',' }).data[1]).toEqual([
      PRODUCT._id,
      'Cevizli Baklava, 500 g',
      'Baklava',
      '1234.50',
      '19.90',
      '12',
      '4.25',
      'Cevizli; şerbetli',
    ]);
  });
});
