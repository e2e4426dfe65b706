import type { BackendRequest } from '@/lib/backend/backend-request';

/** The back office's product calls (lib/backend/backend-request.ts). */
export const adminProductRequests = {
  uploadImage: (): BackendRequest => ({ method: 'post', path: '/api/admin/products/upload-image' }),
  add: (): BackendRequest => ({ method: 'post', path: '/api/admin/products/add' }),
  list: (): BackendRequest => ({ method: 'get', path: '/api/admin/products/get' }),
  edit: (id: string): BackendRequest => ({
    method: 'put',
    path: `/api/admin/products/edit/${encodeURIComponent(id)}`,
  }),
  remove: (id: string): BackendRequest => ({
    method: 'delete',
    path: `/api/admin/products/delete/${encodeURIComponent(id)}`,
  }),
};
