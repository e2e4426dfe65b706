import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_VIEW,
  FILTERS_STORAGE_KEY,
  normaliseCategories,
  storedListingView,
  useFiltersStore,
  withCategories,
} from './filters-store';

function stored() {
  return JSON.parse(sessionStorage.getItem(FILTERS_STORAGE_KEY) ?? 'null') as {
    state: { categories: string[]; sortBy: string };
  } | null;
}

describe('filters store', () => {
  beforeEach(() => useFiltersStore.getState().reset());

  it('starts with no categories and the default sort', () => {
    expect(storedListingView()).toEqual({ categories: [], sortBy: 'price-lowtohigh' });
  });

  it('persists the view to session storage, not local storage', () => {
    useFiltersStore.getState().setView({ categories: ['Teas', 'Baklava'], sortBy: 'title-atoz' });
    expect(stored()?.state).toEqual({ categories: ['Baklava', 'Teas'], sortBy: 'title-atoz' });
    expect(localStorage.getItem(FILTERS_STORAGE_KEY)).toBeNull();
  });

  it('a category tile selects that category alone and resets the sort', () => {
    useFiltersStore.getState().setView({ categories: ['Teas', 'Coffee'], sortBy: 'price-hightolow' });
    useFiltersStore.getState().selectCategory('Honey');
    expect(storedListingView()).toEqual({ categories: ['Honey'], sortBy: 'price-lowtohigh' });
  });

  it('keeps the sort when the same single category is chosen again', () => {
    useFiltersStore.getState().setView({ categories: ['Honey'], sortBy: 'title-ztoa' });
    useFiltersStore.getState().selectCategory('Honey');
    expect(storedListingView().sortBy).toBe('title-ztoa');
  });

  it('does not notify subscribers when the view is unchanged', () => {
    useFiltersStore.getState().setView({ categories: ['Nuts'], sortBy: 'title-atoz' });
    let notified = 0;
    const unsubscribe = useFiltersStore.subscribe(() => notified++);
    useFiltersStore.getState().setView({ categories: ['Nuts'], sortBy: 'title-atoz' });
    unsubscribe();
    expect(notified).toBe(0);
  });

  it('ignores a hand-edited session entry it does not understand', async () => {
    sessionStorage.setItem(
      FILTERS_STORAGE_KEY,
      JSON.stringify({ state: { categories: ['Teas', 'Weapons', 3], sortBy: 'cheapest' }, version: 1 }),
    );
    await useFiltersStore.persist.rehydrate();
    expect(storedListingView()).toEqual({ categories: ['Teas'], sortBy: 'price-lowtohigh' });
  });

  it('reset goes back to the default view', () => {
    useFiltersStore.getState().setView({ categories: ['Oil'], sortBy: 'title-atoz' });
    useFiltersStore.getState().reset();
    expect(storedListingView()).toEqual(DEFAULT_LISTING_VIEW);
  });
});

describe('withCategories', () => {
  it('resets the sort to price-lowtohigh when the categories change', () => {
    expect(withCategories({ categories: ['Teas'], sortBy: 'title-atoz' }, ['Teas', 'Coffee'])).toEqual({
      categories: ['Teas', 'Coffee'],
      sortBy: 'price-lowtohigh',
    });
  });

  it('keeps the sort when the selection is the same in another order', () => {
    expect(
      withCategories({ categories: ['Teas', 'Coffee'], sortBy: 'title-atoz' }, ['Coffee', 'Teas']).sortBy,
    ).toBe('title-atoz');
  });

  it('normalises names: catalogue order, known names only, any case, no duplicates', () => {
    expect(normaliseCategories(['honey', 'Baklava', 'nope', ' turkish DELIGHT ', 'Baklava'])).toEqual([
      'Baklava',
      'Turkish delight',
      'Honey',
    ]);
  });
});
