import { describe, expect, it } from 'vitest';
import { requestUrl } from '@/lib/backend/backend-request';
import { productListRequest } from '../api/listing-requests';
import { isDefaultListingView, productFiltersOf } from '../listing-params';
import {
  hasListingView,
  listingSearchSchema,
  listingViewFromSearch,
  parseCategories,
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

  it('maps the URL to a view: known categories in catalog order, default sort when missing', () => {
    expect(listingViewFromSearch({ category: 'Teas,baklava,Unknown' })).toEqual({
      categories: ['baklava', 'teas'],
      sortBy: 'price-lowtohigh',
    });
    expect(parseCategories(undefined)).toEqual([]);
    expect(parseCategories('')).toEqual([]);
  });

  it('reads old links with labels and any spelling of an id as the same categories', () => {
    expect(parseCategories('Turkish delight,Coffee')).toEqual(['turkish-delight', 'coffee']);
    expect(parseCategories('turkish_delight,turkishDelight,TURKISHDELIGHT')).toEqual(['turkish-delight']);
  });

  it('maps a view to the URL: category ids only when checked, the sort always', () => {
    expect(
      searchFromListingView({ categories: ['turkish-delight', 'coffee'], sortBy: 'title-atoz' }),
    ).toEqual({
      category: 'turkish-delight,coffee',
      sortBy: 'title-atoz',
    });
    expect(searchFromListingView({ categories: [], sortBy: 'price-lowtohigh' })).toEqual({
      sortBy: 'price-lowtohigh',
    });
  });

  it('round-trips a view through the URL', () => {
    const view = {
      categories: ['chocolate' as const, 'perfumes' as const],
      sortBy: 'price-hightolow' as const,
    };
    expect(listingViewFromSearch(listingSearchSchema.parse(searchFromListingView(view)))).toEqual(view);
  });

  it('knows a bare listing URL from one that carries a view', () => {
    expect(hasListingView({})).toBe(false);
    expect(hasListingView({ sortBy: 'price-lowtohigh' })).toBe(true);
    expect(hasListingView({ category: 'Teas' })).toBe(true);
    expect(isDefaultListingView({ categories: [], sortBy: 'price-lowtohigh' })).toBe(true);
    expect(isDefaultListingView({ categories: ['teas'], sortBy: 'price-lowtohigh' })).toBe(false);
  });

  it('toggling a category resets the sort', () => {
    const view = { categories: ['teas' as const], sortBy: 'title-atoz' as const };
    expect(toggleCategory(view, 'nuts', true)).toEqual({
      categories: ['teas', 'nuts'],
      sortBy: 'price-lowtohigh',
    });
    expect(toggleCategory(view, 'teas', false)).toEqual({ categories: [], sortBy: 'price-lowtohigh' });
  });

  it('builds the request of docs/behaviour.md#backend-calls: comma-joined categories as the backend stores them, and sortBy', () => {
    const view = {
      categories: ['baklava' as const, 'turkish-delight' as const],
      sortBy: 'title-atoz' as const,
    };
    const learned = { baklava: ['baklava'], 'turkish-delight': ['turkishDelight'] };
    const request = productListRequest(productFiltersOf(view), view.sortBy, learned);
    expect(new URL(requestUrl('https://api.example', request)).search).toBe(
      '?' + 'category=baklava%2CturkishDelight&sortBy=title-atoz',
    );
    expect(productFiltersOf({ categories: [] })).toEqual({});
  });

  it('search page params keep the keyword and survive junk', () => {
    expect(searchPageSearchSchema.parse({ keyword: 'lokum' })).toEqual({ keyword: 'lokum' });
    expect(searchPageSearchSchema.parse({ keyword: 2024 })).toEqual({ keyword: '2024' });
    expect(searchPageSearchSchema.parse({ keyword: { a: 1 } }).keyword).toBeUndefined();
  });
});
