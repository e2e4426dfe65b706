import { defaultParseSearch } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  hasListingView,
  listingSearchSchema,
  listingViewFromSearch,
  searchFromListingView,
} from '@/features/catalog/lib/listing-search';
import { rememberListingView, storedListingView } from '@/features/catalog/lib/listing-view';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { useFiltersStore } from '@/stores/filters-store';
import { listingViewToShow } from './listing-view';

/**
 * The view the listing's route shows at `path` (src/routes/shop/listing.tsx): the router's parse of the URL, the
 * route's search schema, its move to the canonical category, then the URL's view or the one the tab kept.
 */
function routeView(path: string) {
  const search = listingSearchSchema.parse(defaultParseSearch(new URL(path, 'https://shop.test').search));
  const canonical = searchFromListingView(listingViewFromSearch(search)).category;
  const shown =
    search.category !== undefined && search.category !== canonical
      ? { ...search, category: canonical }
      : search;
  return hasListingView(shown) ? listingViewFromSearch(shown) : storedListingView();
}

afterEach(() => {
  useFiltersStore.getState().reset();
  window.history.replaceState(null, '', '/');
});

describe('the listing view start-up asks for', () => {
  it.each([
    '/shop/listing',
    '/shop/listing?category=honey',
    '/shop/listing?category=teas,honey&sortBy=title-atoz',
    '/shop/listing?category=Turkish%20delight,coffee',
    '/shop/listing?sortBy=title-ztoa',
    '/shop/listing?sortBy=bogus',
    '/shop/listing?category=bogus',
    '/shop/listing?category=bogus&sortBy=title-atoz',
    '/shop/listing?category=',
    '/shop/listing?category=%22honey%22',
    '/shop/listing?category=123',
    '/shop/listing?category=true',
    '/shop/listing?category=nuts',
    '/shop/listing?category=honey&category=teas',
    '/shop/listing?product=64a000000000000000000001',
  ])('is the one the route shows at %s, with a view kept in the tab', (path) => {
    rememberListingView({ categories: ['coffee'], sortBy: 'price-hightolow' });
    window.history.replaceState(null, '', path);
    expect(listingViewToShow()).toEqual(routeView(path));
  });

  it('is the default view with nothing kept, or what is kept unreadable, and never throws', () => {
    window.history.replaceState(null, '', '/shop/listing');
    expect(listingViewToShow()).toEqual({ categories: [], sortBy: 'price-lowtohigh' });
    for (const kept of ['{', 'null', '[]', '{"state":{"categories":"honey","sortBy":7},"version":1}']) {
      sessionStorage.setItem(STORAGE_KEYS.listingFilters, kept);
      expect(listingViewToShow()).toEqual({ categories: [], sortBy: 'price-lowtohigh' });
    }
  });
});
