import type { BackendRequest } from '@/lib/backend/backend-request';

/**
 * The feature images' calls, described once for every sender
 * (lib/backend/backend-request.ts): the list also leaves before the app has loaded on the guest landing
 * (boot/start-up-requests.ts), so this module imports nothing at run time.
 */
export const featureImageRequests = {
  list: (): BackendRequest => ({ method: 'get', path: '/api/common/feature/get', sameForEveryone: true }),
  add: (): BackendRequest => ({ method: 'post', path: '/api/common/feature/add' }),
  remove: (id: string): BackendRequest => ({
    method: 'delete',
    path: `/api/common/feature/delete/${encodeURIComponent(id)}`,
    service: 'featureImageDelete',
  }),
};
