import type { Product } from '@/features/catalog/schemas';

/** A product as the app reads it, with every field a test does not name filled in plainly. */
export function testProduct(fields: Pick<Product, '_id'> & Partial<Product>): Product {
  return {
    title: `Product ${fields._id}`,
    image: '',
    description: '',
    category: 'baklava',
    price: 5,
    salePrice: 0,
    totalStock: 5,
    averageReview: 0,
    ...fields,
  };
}
