import type { BackendRequest } from '@/lib/backend/backend-request';

/** The shopper's order calls (lib/backend/backend-request.ts). Those that name a shopper are sent by their session only. */
export const orderRequests = {
  create: (userId: string): BackendRequest => ({
    method: 'post',
    path: '/api/shop/order/create',
    forUser: userId,
  }),
  capture: (): BackendRequest => ({ method: 'post', path: '/api/shop/order/capture' }),
  list: (userId: string): BackendRequest => ({
    method: 'get',
    path: `/api/shop/order/list/${encodeURIComponent(userId)}`,
    forUser: userId,
  }),
  details: (id: string): BackendRequest => ({
    method: 'get',
    path: `/api/shop/order/details/${encodeURIComponent(id)}`,
  }),
};
