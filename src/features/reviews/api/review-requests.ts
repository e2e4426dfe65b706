import type { BackendRequest } from '@/lib/backend/backend-request';

/** The reviews' calls (lib/backend/backend-request.ts). A review is written in its author's name: their session only. */
export const reviewRequests = {
  list: (productId: string): BackendRequest => ({
    method: 'get',
    path: `/api/shop/review/${encodeURIComponent(productId)}`,
    sameForEveryone: true,
  }),
  add: (userId: string): BackendRequest => ({
    method: 'post',
    path: '/api/shop/review/add',
    forUser: userId,
  }),
};
