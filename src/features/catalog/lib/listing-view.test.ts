import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/device/storage-keys';
import { useFiltersStore } from '@/stores/filters-store';
import {
  DEFAULT_LISTING_VIEW,
  normaliseCategories,
  rememberListingView,
  selectCategory,
  storedListingView,
  withCategories,
} from './listing-view';

function stored() {
  return JSON.parse(sessionStorage.getItem(STORAGE_KEYS.listingFilters) ?? 'null') as {
    state: { categories: string[]; sortBy: string };
  } | null;
}

describe('filters store', () => {
  beforeEach(() => useFiltersStore.getState().reset());

  it('starts with no categories and the default sort', () => {
    expect(storedListingView()).toEqual({ categories: [], sortBy: 'price-lowtohigh' });
  });

  it('persists the view to session storage, not local storage', () => {
    rememberListingView({ categories: ['teas', 'baklava'], sortBy: 'title-atoz' });
    expect(stored()?.state).toEqual({ categories: ['baklava', 'teas'], sortBy: 'title-atoz' });
    expect(localStorage.getItem(STORAGE_KEYS.listingFilters)).toBeNull();
  });

  it('a category tile selects that category alone and resets the sort', () => {
    rememberListingView({ categories: ['teas', 'coffee'], sortBy: 'price-hightolow' });
    selectCategory('honey');
    expect(storedListingView()).toEqual({ categories: ['honey'], sortBy: 'price-lowtohigh' });
  });

  it('keeps the sort when the same single category is chosen again', () => {
    rememberListingView({ categories: ['honey'], sortBy: 'title-ztoa' });
    selectCategory('honey');
    expect(storedListingView().sortBy).toBe('title-ztoa');
  });

  it('does not notify subscribers when the view is unchanged', () => {
    rememberListingView({ categories: ['nuts'], sortBy: 'title-atoz' });
    let notified = 0;
    const unsubscribe = useFiltersStore.subscribe(() => notified++);
    rememberListingView({ categories: ['nuts'], sortBy: 'title-atoz' });
    unsubscribe();
    expect(notified).toBe(0);
  });

  it('ignores a hand-edited session entry it does not understand', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.listingFilters,
      JSON.stringify({ state: { categories: ['Teas', 'Weapons', 3], sortBy: 'cheapest' }, version: 1 }),
    );
    await useFiltersStore.persist.rehydrate();
    // A session kept by an older version holds labels: they still read as the same categories.
    expect(storedListingView()).toEqual({ categories: ['teas'], sortBy: 'price-lowtohigh' });
  });

  it('reset goes back to the default view', () => {
    rememberListingView({ categories: ['oil'], sortBy: 'title-atoz' });
    useFiltersStore.getState().reset();
    expect(storedListingView()).toEqual(DEFAULT_LISTING_VIEW);
  });
});

describe('withCategories', () => {
  it('resets the sort to price-lowtohigh when the categories change', () => {
    expect(withCategories({ categories: ['teas'], sortBy: 'title-atoz' }, ['teas', 'coffee'])).toEqual({
      categories: ['teas', 'coffee'],
      sortBy: 'price-lowtohigh',
    });
  });

  it('keeps the sort when the selection is the same in another order', () => {
    expect(
      withCategories({ categories: ['teas', 'coffee'], sortBy: 'title-atoz' }, ['coffee', 'teas']).sortBy,
    ).toBe('title-atoz');
  });

  it('normalises names to ids: catalog order, known names only, any spelling, no duplicates', () => {
    expect(normaliseCategories(['honey', 'Baklava', 'nope', ' turkish DELIGHT ', 'baklava'])).toEqual([
      'baklava',
      'turkish-delight',
      'honey',
    ]);
    for (const spelling of ['turkish-delight', 'turkishdelight', 'turkishDelight', 'turkish_delight']) {
      expect(normaliseCategories([spelling])).toEqual(['turkish-delight']);
    }
  });
});
