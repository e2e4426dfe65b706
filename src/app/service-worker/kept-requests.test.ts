import { describe, expect, it } from 'vitest';
import { addressRequests } from '@/features/addresses/api/address-requests';
import { authRequests } from '@/features/auth/api/auth-requests';
import { cartRequests } from '@/features/cart/api/cart-requests';
import { productRequests } from '@/features/catalog/api/product-requests';
import { requestUrl, type BackendRequest } from '@/lib/backend/backend-request';
import { isKeptRequest, KEPT_REQUESTS } from './kept-requests';

const ORIGIN = 'https://api.example.com';
const kept = (request: BackendRequest, origin = ORIGIN) =>
  isKeptRequest(request.method, new URL(requestUrl(origin, request)));

describe('what the service worker may keep', () => {
  it('keeps the public catalog: any product list view, a product, a search answer, the feature images, reviews', () => {
    expect(kept(productRequests.list({}, 'price-lowtohigh'))).toBe(true);
    expect(kept(productRequests.list({ category: ['honey', 'teas'] }, 'title-atoz'))).toBe(true);
    expect(kept(productRequests.detail('64a000000000000000000101'))).toBe(true);
    expect(kept(productRequests.search('lokum / fıstık'))).toBe(true);
    expect(kept(productRequests.list({}, 'price-lowtohigh'), 'https://example.com/shop-api')).toBe(true);
    for (const request of KEPT_REQUESTS) expect(request.sameForEveryone).toBe(true);
  });

  it('keeps nothing of a person: the session check, a cart, addresses, and no write at all', () => {
    expect(kept(authRequests.checkAuth())).toBe(false);
    expect(kept(cartRequests.get('64a000000000000000000002'))).toBe(false);
    expect(kept(addressRequests.list('64a000000000000000000002'))).toBe(false);
    expect(isKeptRequest('POST', new URL(`${ORIGIN}/api/shop/products/get`))).toBe(false);
    expect(isKeptRequest('GET', new URL(`${ORIGIN}/api/shop/products/get/a/b`))).toBe(false);
    expect(isKeptRequest('GET', new URL(`${ORIGIN}/api/admin/products/get`))).toBe(false);
  });
});
