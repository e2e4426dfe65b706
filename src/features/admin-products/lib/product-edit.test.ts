import { describe, expect, it } from 'vitest';
import { testProduct } from '@/testing/products';
import { productFormSchema, type ProductFormInput } from '../schemas';
import { keptValues, toProductEditPayload, type ProductEditPayload } from './product-edit';

const cevizli = testProduct({
  _id: 'p2',
  title: 'Cevizli Baklava, 500 g',
  category: 'baklava',
  price: 18.99,
  salePrice: 15.99,
  totalStock: 48,
  averageReview: 4.5,
});

const FORM: ProductFormInput = {
  image: '/images/products/cevizli-baklava.svg',
  title: cevizli.title,
  description: 'Crisp baklava layered with chopped walnuts.',
  category: 'baklava',
  price: 18.99,
  salePrice: 15.99,
  totalStock: 48,
  averageReview: 4.5,
};

const edit = (changes: Partial<ProductFormInput>) =>
  toProductEditPayload(productFormSchema.parse({ ...FORM, ...changes }), { editing: cevizli });

describe('toProductEditPayload', () => {
  it('sends only what the form lets the admin change: never the picture nor the average rating', () => {
    expect(edit({})).toEqual({
      title: 'Cevizli Baklava, 500 g',
      description: 'Crisp baklava layered with chopped walnuts.',
      category: 'baklava',
      price: 18.99,
      salePrice: 15.99,
      totalStock: 48,
    });
  });

  it('sends a zero stock as "0" and an emptied or zero sale price as "", which `sent || stored` applies', () => {
    expect(edit({ totalStock: 0, salePrice: undefined })).toMatchObject({ totalStock: '0', salePrice: '' });
    expect(edit({ salePrice: 0 })).toMatchObject({ salePrice: '' });
  });
});

describe('keptValues', () => {
  const sent: ProductEditPayload = {
    ...edit({ totalStock: 0, salePrice: undefined }),
    title: 'Cevizli, 750 g',
  };

  it('finds nothing when the stored product holds what was sent, in any form a backend writes it', () => {
    expect(
      keptValues(sent, {
        _id: 'p2',
        title: ' Cevizli, 750 g ',
        description: 'Crisp baklava layered with chopped walnuts.',
        category: 'Baklava',
        price: '18.990',
        salePrice: 0,
        totalStock: 0,
        averageReview: 3,
        brand: 'Lokum & Co.',
      }),
    ).toEqual([]);
    expect(keptValues(sent, { ...sent, salePrice: null })).toEqual([]);
  });

  it('names each field the backend kept at another value, with that value', () => {
    expect(
      keptValues(sent, {
        ...sent,
        title: 'Cevizli Baklava, 500 g',
        description: 'Old text',
        category: 'nuts',
        price: 20,
        salePrice: 15.99,
        totalStock: 48,
      }),
    ).toEqual([
      { field: 'title', value: 'Cevizli Baklava, 500 g' },
      { field: 'description', value: 'Old text' },
      { field: 'category', value: 'nuts' },
      { field: 'price', value: 20 },
      { field: 'salePrice', value: 15.99 },
      { field: 'totalStock', value: 48 },
    ]);
    expect(keptValues({ ...sent, salePrice: 12 }, { ...sent, salePrice: '' })).toEqual([
      { field: 'salePrice', value: 0 },
    ]);
  });

  it('does not guess where the answer holds no product or leaves a field out', () => {
    expect(keptValues(sent, undefined)).toEqual([]);
    expect(keptValues(sent, 'saved')).toEqual([]);
    expect(keptValues(sent, { _id: 'p2' })).toEqual([]);
    expect(keptValues(sent, { _id: 'p2', totalStock: 'many', price: null })).toEqual([]);
    expect(keptValues(sent, null)).toEqual([]);
  });

  it('reads a text field the backend stored as null, or in a form that is no text, as saying nothing', () => {
    expect(keptValues(sent, { ...sent, title: null, description: null, category: null })).toEqual([]);
    expect(
      keptValues(sent, { ...sent, title: { en: 'Cevizli' }, description: true, category: ['nuts'] }),
    ).toEqual([]);
  });

  it('compares the title sent without its surrounding spaces', () => {
    expect(keptValues({ ...sent, title: '  Cevizli, 750 g ' }, { ...sent, title: 'Cevizli, 750 g' })).toEqual(
      [],
    );
  });

  it('reads a sale price stored as null as no sale, so a sale that was sent and not stored is named', () => {
    expect(keptValues({ ...sent, salePrice: 12 }, { ...sent, salePrice: null })).toEqual([
      { field: 'salePrice', value: 0 },
    ]);
  });
});
