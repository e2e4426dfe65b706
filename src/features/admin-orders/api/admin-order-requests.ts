import type { BackendRequest } from '@/lib/backend/backend-request';

/** The back office's order calls (lib/backend/backend-request.ts). */
export const adminOrderRequests = {
  list: (): BackendRequest => ({ method: 'get', path: '/api/admin/orders/get' }),
  details: (id: string): BackendRequest => ({
    method: 'get',
    path: `/api/admin/orders/details/${encodeURIComponent(id)}`,
  }),
  /**
   * `adminId`: the admin whose session alone may send it (`forUser`). A bulk run names the admin who began it, so
   * none of its calls goes with another person's session.
   */
  updateStatus: (id: string, adminId?: string): BackendRequest => ({
    method: 'put',
    path: `/api/admin/orders/update/${encodeURIComponent(id)}`,
    ...(adminId === undefined ? {} : { forUser: adminId }),
  }),
};
