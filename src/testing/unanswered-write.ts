import { http, HttpHandler, HttpResponse } from 'msw';
import { handlers } from '@mocks/handlers';

type WriteMethod = 'post' | 'put' | 'delete';

/**
 * A write the server does although the shop never gets its answer (a connection that drops after the server
 * took the request, or an answer that comes after the shop stopped waiting): the mock backend's own handler
 * for `method path` does the write, at once or `landAfterMs` later, and the shop sees a network error.
 */
export function writeLandsWithoutAnswer(method: WriteMethod, path: string, { landAfterMs = 0 } = {}) {
  const backend = handlers.find(
    (handler): handler is HttpHandler =>
      handler instanceof HttpHandler &&
      handler.info.method === method.toUpperCase() &&
      handler.info.path === path,
  );
  if (!backend) throw new Error(`The mock backend has no handler for ${method.toUpperCase()} ${path}`);
  return http[method](path, async ({ request }) => {
    const copy = request.clone();
    const land = () => backend.run({ request: copy, requestId: crypto.randomUUID() });
    if (landAfterMs > 0) setTimeout(() => void land(), landAfterMs);
    else await land();
    return HttpResponse.error();
  });
}
