import type { BackendRequest } from '@/lib/backend-request';

/** The back office's order calls (lib/backend-request.ts). */
export const adminOrderRequests = {
  list: (): BackendRequest => ({ method: 'get', path: '/api/admin/orders/get' }),
  details: (id: string): BackendRequest => ({
    method: 'get',
    path: `/api/admin/orders/details/${encodeURIComponent(id)}`,
  }),
  updateStatus: (id: string): BackendRequest => ({
    method: 'put',
    path: `/api/admin/orders/update/${encodeURIComponent(id)}`,
  }),
};
