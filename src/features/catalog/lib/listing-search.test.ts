import { describe, expect, it } from 'vitest';
import { productListSearchParams } from '../api/products-api';
import {
  hasListingView,
  isDefaultListingView,
  listingSearchSchema,
  listingViewFromSearch,
  parseCategories,
  productFiltersOf,
  searchFromListingView,
  searchPageSearchSchema,
  toggleCategory,
} from './listing-search';

describe('listing search params', () => {
  it('accepts a valid view', () => {
    expect(
      listingSearchSchema.parse({ category: 'Baklava,Teas', sortBy: 'title-ztoa', product: 'abc' }),
    ).toEqual({ category: 'Baklava,Teas', sortBy: 'title-ztoa', product: 'abc' });
  });

  it('falls back instead of failing on broken links', () => {
    expect(listingSearchSchema.parse({ category: ['x'], sortBy: 'cheapest', product: '' })).toEqual({
      category: undefined,
      sortBy: undefined,
      product: undefined,
    });
    expect(listingSearchSchema.parse({})).toEqual({});
  });

  it('keeps an all-digit product id that the router parsed as a number', () => {
    expect(listingSearchSchema.parse({ product: 42 }).product).toBe('42');
  });

  it('maps the URL to a view: known categories in catalogue order, default sort when missing', () => {
    expect(listingViewFromSearch({ category: 'Teas,baklava,Unknown' })).toEqual({
      categories: ['Baklava', 'Teas'],
      sortBy: 'price-lowtohigh',
    });
    expect(parseCategories(undefined)).toEqual([]);
    expect(parseCategories('')).toEqual([]);
  });

  it('maps a view to the URL: category only when checked, the sort always', () => {
    expect(
      searchFromListingView({ categories: ['Turkish delight', 'Coffee'], sortBy: 'title-atoz' }),
    ).toEqual({
      category: 'Turkish delight,Coffee',
      sortBy: 'title-atoz',
    });
    expect(searchFromListingView({ categories: [], sortBy: 'price-lowtohigh' })).toEqual({
      sortBy: 'price-lowtohigh',
    });
  });

  it('round-trips a view through the URL', () => {
    const view = {
      categories: ['Chocolate' as const, 'Perfumes' as const],
      sortBy: 'price-hightolow' as const,
    };
    expect(listingViewFromSearch(listingSearchSchema.parse(searchFromListingView(view)))).toEqual(view);
  });

  it('knows a bare listing URL from one that carries a view', () => {
    expect(hasListingView({})).toBe(false);
    expect(hasListingView({ sortBy: 'price-lowtohigh' })).toBe(true);
    expect(hasListingView({ category: 'Teas' })).toBe(true);
    expect(isDefaultListingView({ categories: [], sortBy: 'price-lowtohigh' })).toBe(true);
    expect(isDefaultListingView({ categories: ['Teas'], sortBy: 'price-lowtohigh' })).toBe(false);
  });

  it('toggling a category resets the sort', () => {
    const view = { categories: ['Teas' as const], sortBy: 'title-atoz' as const };
    expect(toggleCategory(view, 'Nuts', true)).toEqual({
      categories: ['Teas', 'Nuts'],
      sortBy: 'price-lowtohigh',
    });
    expect(toggleCategory(view, 'Teas', false)).toEqual({ categories: [], sortBy: 'price-lowtohigh' });
  });

  it('builds the request of spec section 7: comma-joined category and sortBy', () => {
    const view = { categories: ['Baklava' as const, 'Teas' as const], sortBy: 'title-atoz' as const };
    expect(productListSearchParams(productFiltersOf(view), view.sortBy).toString()).toBe(
      'category=Baklava%2CTeas&sortBy=title-atoz',
    );
    expect(productFiltersOf({ categories: [] })).toEqual({});
  });

  it('search page params keep the keyword and survive junk', () => {
    expect(searchPageSearchSchema.parse({ keyword: 'lokum' })).toEqual({ keyword: 'lokum' });
    expect(searchPageSearchSchema.parse({ keyword: 2024 })).toEqual({ keyword: '2024' });
    expect(searchPageSearchSchema.parse({ keyword: { a: 1 } }).keyword).toBeUndefined();
  });
});
