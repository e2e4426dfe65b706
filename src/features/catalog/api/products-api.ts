import { apiRequest, endpointOf } from '@/lib/backend/api-client';
import { ApiError } from '@/lib/backend/api-error';
import { apiOrigin } from '@/lib/backend/env';
import { couldBeRecordId, noteRecordIds } from '@/lib/backend/backend-traits';
import { translate } from '@/lib/i18n/i18n';
import { learnSpellings } from '../lib/learned-spellings';
import { readRecordsInSlices } from '@/lib/backend/record-list';
import {
  productDetailResponseSchema,
  productListEnvelopeSchema,
  productSchema,
  type Product,
} from '../schemas';
import type { SortOption } from '../sort';
import type { ProductFilters } from '../listing-params';
import { productListRequestFor } from './listing-requests';
import { productRequests } from './product-requests';

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
  const request = productListRequestFor(apiOrigin(), filters, sortBy);
  const response = await apiRequest(request, { schema: productListEnvelopeSchema });
  const products = await readRecordsInSlices(endpointOf(request), productSchema, response.data);
  // With no filter at all the answer is the whole catalog: every category as the backend stores it now.
  const unfiltered = Object.values(filters).every((values) => values.length === 0);
  learnFrom(products, unfiltered);
  return products;
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
