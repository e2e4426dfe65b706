import type { BackendRequest } from '@/lib/backend/backend-request';

/**
 * The cart's calls, described once for every sender (lib/backend/backend-request.ts): the cart also leaves before the
 * app has loaded on a signed-in listing (boot/start-up-requests.ts), so this module imports nothing at run time.
 * Each is for one shopper's cart: only that shopper's session may send it.
 */
export const cartRequests = {
  get: (userId: string): BackendRequest => ({
    method: 'get',
    path: `/api/shop/cart/get/${encodeURIComponent(userId)}`,
    forUser: userId,
  }),
  add: (userId: string): BackendRequest => ({ method: 'post', path: '/api/shop/cart/add', forUser: userId }),
  update: (userId: string): BackendRequest => ({
    method: 'put',
    path: '/api/shop/cart/update-cart',
    forUser: userId,
  }),
  remove: (userId: string, productId: string): BackendRequest => ({
    method: 'delete',
    path: `/api/shop/cart/${encodeURIComponent(userId)}/${encodeURIComponent(productId)}`,
    forUser: userId,
  }),
};
