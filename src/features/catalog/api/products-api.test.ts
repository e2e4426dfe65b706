import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { server } from '@mocks/node';
import { seedProducts } from '@mocks/seed-catalog';
import { requestUrl } from '@/lib/backend/backend-request';
import { productListRequest } from './listing-requests';
import { getShopProduct, getShopProducts } from './products-api';
import { searchProducts } from './search-api';

/** The query string a product list request carries. */
const queryOf = (...args: Parameters<typeof productListRequest>) =>
  new URL(requestUrl('https://api.example', productListRequest(...args))).search.slice(1);
import { CATEGORY_LIST } from '../category-ids';
import { SORT_OPTIONS } from '../sort';
import { readWithUnreadableRecord } from '@/testing/unreadable-record';

const HAVUC = '64b0c0a1f1e2d3c4b5a60003';
const CEVIZLI = '64b0c0a1f1e2d3c4b5a60002';

function isSorted<T>(values: T[], compare: (a: T, b: T) => number) {
  return values.every((value, index) => index === 0 || compare(values[index - 1] as T, value) <= 0);
}

describe('GET /api/shop/products/get', () => {
  it('is public and answers the whole catalog, by default sorted by price low to high', async () => {
    const products = await getShopProducts({}, 'price-lowtohigh');

    expect(products).toHaveLength(seedProducts.length);
    expect(isSorted(products, (a, b) => a.price - b.price)).toBe(true);
    const categories = new Set(products.map((product) => product.category));
    expect([...categories].sort()).toEqual(CATEGORY_LIST.map((category) => category.label).sort());
  });

  it('filters by one category and sorts by price high to low', async () => {
    const products = await getShopProducts({ category: ['Baklava'] }, 'price-hightolow');

    expect(products.length).toBeGreaterThanOrEqual(4);
    expect(products.every((product) => product.category === 'Baklava')).toBe(true);
    expect(isSorted(products, (a, b) => b.price - a.price)).toBe(true);
    expect(products[0]).toMatchObject({ _id: HAVUC, title: 'Havuç Dilimi Baklava, 1 kg', totalStock: 2 });
  });

  it('filters by comma-joined and by repeated category parameters', async () => {
    const sent: string[][] = [];
    server.use(
      http.get('*/api/shop/products/get', ({ request }) => {
        sent.push(new URL(request.url).searchParams.getAll('category'));
        return undefined;
      }),
    );

    // Nothing is known of this backend yet: the first filter asks in every spelling, the answer teaches.
    const joined = await getShopProducts({ category: ['teas', 'coffee'] }, 'title-atoz');
    await getShopProducts({ category: ['teas', 'coffee'] }, 'title-atoz');

    expect(sent).toEqual([['teas,Teas,coffee,Coffee'], ['Teas,Coffee']]);
    expect(new Set(joined.map((product) => product.category))).toEqual(new Set(['Teas', 'Coffee']));
    expect(isSorted(joined, (a, b) => a.title.localeCompare(b.title, 'tr'))).toBe(true);
    const response = await fetch(`${location.origin}/api/shop/products/get?category=Teas&category=Coffee`);
    const body = (await response.json()) as { data: unknown[] };
    expect(body.data).toHaveLength(joined.length);
  });

  it.each(SORT_OPTIONS)('sorts by %s', async (sortBy) => {
    const products = await getShopProducts({ category: ['Honey', 'Nuts'] }, sortBy);
    const compare = {
      'price-lowtohigh': (a: (typeof products)[number], b: (typeof products)[number]) => a.price - b.price,
      'price-hightolow': (a: (typeof products)[number], b: (typeof products)[number]) => b.price - a.price,
      'title-atoz': (a: (typeof products)[number], b: (typeof products)[number]) =>
        a.title.localeCompare(b.title, 'tr'),
      'title-ztoa': (a: (typeof products)[number], b: (typeof products)[number]) =>
        b.title.localeCompare(a.title, 'tr'),
    }[sortBy];
    expect(products.length).toBeGreaterThanOrEqual(8);
    expect(isSorted(products, compare)).toBe(true);
  });

  it('answers an empty list for a category with no products', async () => {
    await expect(getShopProducts({ category: ['Furniture'] }, 'price-lowtohigh')).resolves.toEqual([]);
  });

  it('sends filters as comma-joined parameters plus sortBy, each category in the spelling learned', () => {
    expect(
      queryOf({ category: ['baklava', 'honey'], brand: [] }, 'title-ztoa', {
        baklava: ['Baklava'],
        honey: ['Honey'],
      }),
    ).toBe('category=Baklava%2CHoney&sortBy=title-ztoa');
    // Nothing known of the backend: every spelling, once.
    expect(queryOf({ category: ['baklava', 'honey'], brand: [] }, 'title-ztoa')).toBe(
      'category=baklava%2CBaklava%2Choney%2CHoney&sortBy=title-ztoa',
    );
  });

  it('learns the spelling from the catalog it read, so the next filter asks in that spelling alone', async () => {
    const sent: string[] = [];
    server.use(
      http.get('*/api/shop/products/get', ({ request }) => {
        sent.push(new URL(request.url).searchParams.get('category') ?? '');
        return undefined;
      }),
    );

    await getShopProducts({}, 'price-lowtohigh');
    const lokum = await getShopProducts({ category: ['turkish-delight', 'honey'] }, 'price-lowtohigh');

    expect(sent).toEqual(['', 'Turkish delight,Honey']);
    expect(lokum.length).toBeGreaterThan(0);
    expect(new Set(lokum.map((product) => product.category))).toEqual(new Set(['Turkish delight', 'Honey']));
  });
});

describe('GET /api/shop/products/get/:id', () => {
  it('answers the product with its sale price and stock', async () => {
    const product = await getShopProduct(CEVIZLI);

    expect(product).toEqual({
      _id: CEVIZLI,
      image: '/images/products/cevizli-baklava.svg',
      title: 'Cevizli Baklava, 500 g',
      description: expect.stringContaining('walnuts') as string,
      category: 'Baklava',
      price: 18.99,
      salePrice: 15.99,
      totalStock: 48,
      averageReview: 0,
    });
  });

  it('answers 404 for an unknown id', async () => {
    await expect(getShopProduct('64b0c0a1f1e2d3c4b5a6ffff')).rejects.toMatchObject({
      status: 404,
      message: 'Product not found',
    });
  });
});

describe('GET /api/shop/search/:keyword', () => {
  it('matches titles case- and accent-insensitively', async () => {
    const lower = await searchProducts('fındık');
    const upper = await searchProducts('FINDIK');
    const ascii = await searchProducts('findik');

    expect(lower.length).toBeGreaterThan(0);
    expect(upper.map((product) => product._id)).toEqual(lower.map((product) => product._id));
    expect(ascii.map((product) => product._id)).toEqual(lower.map((product) => product._id));
  });

  it('matches the category and the description', async () => {
    const byCategory = await searchProducts('turkish DELIGHT');
    expect(byCategory.length).toBeGreaterThanOrEqual(4);
    expect(byCategory.some((product) => product.category === 'Turkish delight')).toBe(true);

    const byDescription = await searchProducts('walnuts');
    expect(byDescription.map((product) => product._id)).toContain(CEVIZLI);
    expect(byDescription.every((product) => /walnut/i.test(product.description))).toBe(true);
  });

  it('answers an empty list when nothing matches, and reads past the characters URLs escape', async () => {
    await expect(searchProducts('zzzz-no-such-thing')).resolves.toEqual([]);
    // Punctuation alone has nothing to search for; beside a word, it is left aside.
    await expect(searchProducts('% / ?#')).resolves.toEqual([]);
    const hundred = await searchProducts('100% / ?#');
    expect(hundred.map((product) => product.title)).toEqual(
      expect.arrayContaining(['Kekik, 100 g', 'Zeytinyağlı Sabun, 4 × 100 g']),
    );
    expect(hundred.every((product) => /100/.test(product.title + product.description))).toBe(true);
  });

  it('does not call the backend for a blank keyword', async () => {
    await expect(searchProducts('   ')).resolves.toEqual([]);
  });
});

describe('a product list with one unreadable record', () => {
  it('shows the others and reports the one once, with the endpoint, its id and the field', async () => {
    const { result, warnings } = await readWithUnreadableRecord(
      '/api/shop/products/get',
      [
        { _id: 'p1', title: 'Cevizli Baklava', category: 'baklava', price: '18.99', __v: 0, brand: 'x' },
        { _id: 'p2', title: 'Broken', price: 'cheap' },
        { _id: 3, title: 'Lokum', createdAt: '2026-01-01T00:00:00.000Z' },
      ],
      () => getShopProducts({}, 'price-lowtohigh'),
    );
    expect(result.map((product) => product._id)).toEqual(['p1', '3']);
    expect(result[0]).toMatchObject({ price: 18.99, salePrice: 0, averageReview: 0, category: 'baklava' });
    expect(result[1]).toMatchObject({ price: 0, totalStock: 0, image: '', description: '' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('GET /api/shop/products/get');
    expect(warnings[0]).toContain('id p2');
    expect(warnings[0]).toContain('field "price"');
  });
});
