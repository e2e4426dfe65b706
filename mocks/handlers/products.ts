import { http, HttpResponse } from 'msw';
import { db } from '../db';
import type { ProductDocument } from '../documents';
import { originalServer } from './server-manners';
import { foldText } from '@/lib/format/search-text';
import { fail, notFound, ok, respondDelay } from './utils';

const sorters: Record<string, (a: ProductDocument, b: ProductDocument) => number> = {
  'price-lowtohigh': (a, b) => a.price - b.price,
  'price-hightolow': (a, b) => b.price - a.price,
  'title-atoz': (a, b) => a.title.localeCompare(b.title, 'tr'),
  'title-ztoa': (a, b) => b.title.localeCompare(a.title, 'tr'),
};

/** Values of a repeated, comma-joined parameter: ?category=A,B&category=C → [A, B, C]. */
function listParam(url: URL, name: string) {
  return url.searchParams
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Like the original backend: the stored category must equal one of the given values exactly. */
function filterAndSortProducts(products: ProductDocument[], url: URL) {
  const categories = listParam(url, 'category');
  const filtered = categories.length
    ? products.filter((product) => categories.includes(product.category))
    : [...products];
  const sorter = sorters[url.searchParams.get('sortBy') ?? ''] ?? sorters['price-lowtohigh'];
  return filtered.sort(sorter);
}

/**
 * The original server's search: the keyword compiled as a case-insensitive regular expression over title,
 * description, category and brand, with no Turkish folding. An invalid pattern throws (the server answers 500).
 */
export function searchCatalogByPattern(products: ProductDocument[], keyword: string) {
  const pattern = new RegExp(keyword, 'i');
  return products.filter((product) =>
    [product.title, product.description, product.category, product.brand].some(
      (field) => typeof field === 'string' && pattern.test(field),
    ),
  );
}

/** Like a MongoDB ObjectId: 24 hexadecimal digits. */
const OBJECT_ID = /^[0-9a-f]{24}$/i;

export function searchCatalog(products: ProductDocument[], keyword: string) {
  const wanted = foldText(keyword.trim());
  if (!wanted) return [];
  return products.filter((product) =>
    [product.title, product.description, product.category].some((field) => foldText(field).includes(wanted)),
  );
}

export const productHandlers = [
  http.get('*/api/shop/products/get', async ({ request }) => {
    await respondDelay();
    return ok({ data: filterAndSortProducts(db.state.products, new URL(request.url)) });
  }),

  http.get('*/api/shop/products/get/:id', async ({ params }) => {
    await respondDelay();
    // findById throws on a malformed id, and the original server's catch block throws again: the process exits.
    if (originalServer() && !OBJECT_ID.test(String(params.id))) return HttpResponse.error();
    const product = db.state.products.find((candidate) => candidate._id === params.id);
    return product ? ok({ data: product }) : notFound('Product');
  }),

  http.get('*/api/shop/search/:keyword', async ({ params }) => {
    await respondDelay();
    // MSW hands over the path parameter already decoded: decoding again breaks on a literal '%'.
    const keyword = String(params.keyword);
    if (!originalServer()) return ok({ data: searchCatalog(db.state.products, keyword) });
    try {
      return ok({ data: searchCatalogByPattern(db.state.products, keyword) });
    } catch {
      return fail(500, 'Error');
    }
  }),
];
