import { describe, expect, it } from 'vitest';
import type { Product } from '@/features/catalog/schemas';
import { translate } from '@/lib/i18n/i18n';
import {
  makeProductFormSchema,
  productFormSchema,
  storedCategoryFor,
  toProductPayload,
  type ProductFormInput,
} from './schemas';

const VALID: ProductFormInput = {
  image: 'data:image/png;base64,AAAA',
  title: 'Fıstık Ezmesi, 300 g',
  description: 'Stone-ground pistachio butter.',
  category: 'nuts',
  price: 14.5,
  salePrice: 12,
  totalStock: 25,
  averageReview: 0,
};

/** Each field's message as the form shows it: the schema holds message ids, the form their (English) text. */
function messages(input: Partial<ProductFormInput>) {
  const result = productFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [issue.path.join('.'), translate(issue.message)]),
      );
}

describe('productFormSchema', () => {
  it('accepts a complete product, and an empty Sale Price is sent as 0', () => {
    expect(productFormSchema.parse(VALID)).toMatchObject({ salePrice: 12 });
    const form = productFormSchema.parse({ ...VALID, salePrice: undefined });
    expect(toProductPayload(form).salePrice).toBe(0);
  });

  it('requires the image, text fields, category, price and stock', () => {
    expect(messages({ averageReview: 0, image: '', title: '  ', description: '' })).toEqual({
      image: 'Upload a product image',
      title: 'Title is required',
      description: 'Description is required',
      category: 'Choose a category',
      price: 'Price is required',
      totalStock: 'Total Stock is required',
    });
  });

  it('lets an edit save a product stored without a picture: the edit neither uploads nor sends one', () => {
    expect(
      makeProductFormSchema(undefined, { editing: true }).safeParse({ ...VALID, image: '' }).success,
    ).toBe(true);
    expect(messages({ ...VALID, image: '' })).toEqual({ image: 'Upload a product image' });
  });

  it('refuses negative numbers, fractional stock and unknown categories', () => {
    expect(messages({ ...VALID, salePrice: -1 })).toEqual({ salePrice: 'Sale Price cannot be negative' });
    expect(messages({ ...VALID, totalStock: 1.5 })).toEqual({
      totalStock: 'Total Stock must be a whole number',
    });
    expect(messages({ ...VALID, totalStock: -1 })).toEqual({ totalStock: 'Total Stock cannot be negative' });
    expect(messages({ ...VALID, category: 'Shoes' as ProductFormInput['category'] })).toEqual({
      category: 'Choose a category',
    });
  });

  it('wants a sale price below the price, even while other fields are missing', () => {
    expect(messages({ ...VALID, salePrice: 14.5 })).toEqual({
      salePrice: 'Sale Price must be below the price',
    });
    expect(messages({ ...VALID, salePrice: 0 })).toEqual({});
    expect(messages({ price: 10, salePrice: 12, averageReview: 0 })).toMatchObject({
      salePrice: 'Sale Price must be below the price',
      title: 'Title is required',
    });
  });
});

describe('the category an edit or a new product sends', () => {
  const lokum = { _id: 'p1', category: 'turkish_delight' } as Product;

  it("accepts the eleven in any spelling, and an edited product's own unknown category", () => {
    expect(messages({ ...VALID, category: 'Turkish delight' })).toEqual({});
    expect(
      makeProductFormSchema('Kitchenware').safeParse({ ...VALID, category: 'Kitchenware' }).success,
    ).toBe(true);
  });

  it("keeps the product's stored spelling when the category is unchanged", () => {
    expect(storedCategoryFor('turkish-delight', lokum, ['Baklava'])).toBe('turkish_delight');
    const payload = toProductPayload(productFormSchema.parse({ ...VALID, category: 'turkish-delight' }), {
      editing: lokum,
      storedCategories: ['Baklava', 'Honey'],
    });
    expect(payload.category).toBe('turkish_delight');
  });

  it("uses the backend's spelling for a new choice: the one in use, else its style, else the label", () => {
    expect(storedCategoryFor('honey', lokum, ['turkish_delight', 'honey'])).toBe('honey');
    expect(storedCategoryFor('turkish-delight', null, ['baklava', 'honey'])).toBe('turkish-delight');
    expect(storedCategoryFor('nuts', null, ['Baklava', 'Turkish delight'])).toBe('Nuts');
    expect(storedCategoryFor('nuts', null, [])).toBe('Nuts');
    expect(storedCategoryFor('Kitchenware', null, ['baklava'])).toBe('Kitchenware');
  });
});
