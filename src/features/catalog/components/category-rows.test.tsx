import { describe, expect, it } from 'vitest';
import { testProduct } from '@/testing/products';
import type { Product } from '../schemas';
import { groupByCategory } from './category-rows';

const product = (id: string, category: string): Product => testProduct({ _id: id, category });

describe('groupByCategory', () => {
  it('groups every spelling of a category in one row, labelled, in catalog order', () => {
    const groups = groupByCategory([
      product('1', 'honey'),
      product('2', 'turkishDelight'),
      product('3', 'Turkish delight'),
      product('4', 'turkish_delight'),
      product('5', 'baklava'),
    ]);
    expect(groups.map((group) => [group.label, group.items.map((item) => item._id)])).toEqual([
      ['Baklava', ['5']],
      ['Turkish delight', ['2', '3', '4']],
      ['Honey', ['1']],
    ]);
    expect(groups.every((group) => group.category !== undefined)).toBe(true);
  });

  it('gives a category that is none of the eleven a row of its own, after them, and never drops a product', () => {
    const groups = groupByCategory([
      product('1', 'Kitchenware'),
      product('2', 'coffee'),
      product('3', 'kitchenware'),
      product('4', ''),
    ]);
    expect(groups.map((group) => [group.label, group.category?.id, group.items.length])).toEqual([
      ['Coffee', 'coffee', 1],
      ['Kitchenware', undefined, 2],
      ['Other', undefined, 1],
    ]);
  });
});
