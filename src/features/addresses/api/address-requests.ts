import type { BackendRequest } from '@/lib/backend/backend-request';

/** The address book's calls (lib/backend/backend-request.ts): each for one shopper, sent by that shopper's session only. */
export const addressRequests = {
  list: (userId: string): BackendRequest => ({
    method: 'get',
    path: `/api/shop/address/get/${encodeURIComponent(userId)}`,
    forUser: userId,
  }),
  add: (userId: string): BackendRequest => ({
    method: 'post',
    path: '/api/shop/address/add',
    forUser: userId,
  }),
  update: (userId: string, addressId: string): BackendRequest => ({
    method: 'put',
    path: `/api/shop/address/update/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`,
    forUser: userId,
  }),
  remove: (userId: string, addressId: string): BackendRequest => ({
    method: 'delete',
    path: `/api/shop/address/delete/${encodeURIComponent(userId)}/${encodeURIComponent(addressId)}`,
    forUser: userId,
  }),
};
