import type { ProductFilters } from '../listing-params';
import { categoryKey } from '../category-ids';
import type { Product } from '../schemas';
import type { SortOption } from '../sort';

const byId = (a: Product, b: Product) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
// One collator for every comparison: localeCompare(…, 'tr') would set one up per call.
// Created on the first title sort: building a collator loads ICU data, about 20 ms of CPU, which at module
// load would land in every catalog page's start-up.
let turkishCollator: Intl.Collator | undefined;
const turkish = () => (turkishCollator ??= new Intl.Collator('tr'));

/** The backend's orders (docs/behaviour.md#backend-calls), ties broken by id (Mongo ids grow with insertion, like its own order). */
const COMPARE: Record<SortOption, (a: Product, b: Product) => number> = {
  'price-lowtohigh': (a, b) => a.price - b.price || byId(a, b),
  'price-hightolow': (a, b) => b.price - a.price || byId(a, b),
  'title-atoz': (a, b) => turkish().compare(a.title, b.title) || byId(a, b),
  'title-ztoa': (a, b) => turkish().compare(b.title, a.title) || byId(a, b),
};

const groupsOf = (filters: ProductFilters) =>
  Object.entries(filters).filter(([, values]) => values.length > 0) as [string, readonly string[]][];

/**
 * Whether every product the `target` filters keep is in a list loaded with the `source` filters: the source
 * is the whole catalog, or each of its filter groups allows at least what the target's allows.
 */
export function covers(source: ProductFilters, target: ProductFilters) {
  const targetGroups = new Map(groupsOf(target));
  return groupsOf(source).every(([group, allowed]) => {
    const wanted = targetGroups.get(group);
    const allowedKeys = new Set(allowed.map(categoryKey));
    return wanted !== undefined && wanted.every((value) => allowedKeys.has(categoryKey(value)));
  });
}

/**
 * A product list computed on the client from one already loaded: filtered and sorted the way the backend
 * would. Shown at once while the backend's own answer is on its way, which then replaces it. Only the
 * product fields the filter groups name are compared (category is the only group, docs/behaviour.md#catalog), by their
 * spelling key: the filter holds ids ("turkish-delight"), the products whatever the backend stores.
 */
export function deriveProductList(
  source: readonly Product[],
  sourceFilters: ProductFilters,
  filters: ProductFilters,
  sortBy: SortOption,
): Product[] | undefined {
  if (!covers(sourceFilters, filters)) return undefined;
  const groups = groupsOf(filters);
  const wantedKeys = groups.map(([group, values]) => [group, new Set(values.map(categoryKey))] as const);
  const kept = groups.length
    ? source.filter((product) =>
        wantedKeys.every(([group, keys]) => {
          const value = (product as unknown as Record<string, unknown>)[group];
          return typeof value === 'string' && keys.has(categoryKey(value));
        }),
      )
    : [...source];
  return kept.sort(COMPARE[sortBy]);
}
