import { apiRequest } from '@/lib/backend/api-client';
import { ApiError } from '@/lib/backend/api-error';
import { apiOrigin } from '@/lib/backend/env';
import { couldBeRecordId, noteRecordIds } from '@/lib/backend/backend-traits';
import { translate } from '@/lib/i18n/i18n';
import { knownCategory } from '../category-ids';
import {
  learnSpellings,
  learnedSpellings,
  spellingsToRequest,
  type LearnedSpellings,
} from '../lib/learned-spellings';
import { productDetailResponseSchema, productListResponseSchema, type Product } from '../schemas';
import type { SortOption } from '../sort';
import { productRequests } from './product-requests';

/** Filter groups → repeated query parameters with comma-joined values (docs/behaviour.md#backend-calls). */
export type ProductFilters = Record<string, readonly string[]>;

/**
 * What the request asks for in the category group: each chosen category (an id) as this backend stores it
 * (lib/learned-spellings.ts). A backend matches the stored value exactly and may refuse a value it does not
 * hold (an enum, a lookup table): the contract's request is `category=a,b`, one value a category. A value that
 * names no known category goes out as it is.
 */
export function categoryRequestValues(ids: readonly string[], learned: LearnedSpellings = {}) {
  return [
    ...new Set(
      ids.flatMap((id) => {
        const category = knownCategory(id);
        return category ? spellingsToRequest(category, learned) : [id];
      }),
    ),
  ];
}

/** The filters as the backend is asked for them: in the category group, each category as the backend spells it. */
function filtersToRequest(filters: ProductFilters, learned: LearnedSpellings = {}): ProductFilters {
  return Object.fromEntries(
    Object.entries(filters).map(([group, values]) => [
      group,
      group === 'category' ? categoryRequestValues(values, learned) : values,
    ]),
  );
}

/** The product list's request for a view (product-requests.ts describes it). */
export function productListRequest(
  filters: ProductFilters,
  sortBy: SortOption,
  learned: LearnedSpellings = {},
) {
  return productRequests.list(filtersToRequest(filters, learned), sortBy);
}

/**
 * Every product record read teaches how this backend spells its categories (lib/learned-spellings.ts) and whether
 * its ids are ObjectIds (lib/backend/backend-traits.ts).
 */
export function learnFrom(products: readonly Product[], complete: boolean) {
  learnSpellings(
    apiOrigin(),
    products.map((product) => product.category),
    { complete },
  );
  noteRecordIds(products.map((product) => product._id));
}

export async function getShopProducts(filters: ProductFilters, sortBy: SortOption) {
  const response = await apiRequest(productListRequest(filters, sortBy, learnedSpellings(apiOrigin())), {
    schema: productListResponseSchema,
  });
  // With no filter at all the answer is the whole catalog: every category as the backend stores it now.
  const unfiltered = Object.values(filters).every((values) => values.length === 0);
  learnFrom(response.data, unfiltered);
  return response.data;
}

/**
 * One product. An id this backend cannot hold (not an ObjectId where all of its ids are: a mistyped or tampered
 * link such as ?product=abc) is not found without asking: the contract's original server fails on one.
 */
export async function getShopProduct(id: string) {
  if (!couldBeRecordId(id)) {
    throw new ApiError(translate('catalog.product.notFound'), {
      status: 404,
      endpoint: `GET ${productRequests.detail(id).path}`,
    });
  }
  const response = await apiRequest(productRequests.detail(id), {
    schema: productDetailResponseSchema,
  });
  learnFrom([response.data], false);
  return response.data;
}
