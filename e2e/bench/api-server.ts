import { createServer, type IncomingMessage, type Server } from 'node:http';
import { getResponse } from 'msw';
import { db } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';
import { scaledCatalogue, scaledOrders } from '../../mocks/scale';

/**
 * The mock backend's handlers behind a real HTTP server on loopback, so the benchmark (and the deploy tests,
 * e2e/deploy) run a production build without MSW in the page against a backend that follows the contract.
 * CORS admits the given origin(s), as a real backend admits the shop's.
 */
export function startApiServer(options: {
  port: number;
  allowedOrigin: string | string[];
  products?: number;
  orders?: number;
}) {
  db.reset();
  if (options.products && options.products > 0) db.replaceProducts(scaledCatalogue(options.products));
  if (options.orders && options.orders > 0) db.replaceOrders(scaledOrders(options.orders));
  const allowed = [options.allowedOrigin].flat();

  const corsFor = (origin: string | undefined) => ({
    'Access-Control-Allow-Origin': origin && allowed.includes(origin) ? origin : (allowed[0] ?? ''),
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Authorization, Cache-Control, Expires, Pragma',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  });

  const server: Server = createServer(async (incoming: IncomingMessage, outgoing) => {
    const cors = corsFor(incoming.headers.origin);
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const request = new Request(`http://127.0.0.1:${options.port}${incoming.url ?? '/'}`, {
      method: incoming.method,
      headers,
      body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      outgoing.writeHead(404, { ...cors, 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ success: false, message: 'Not found' }));
      return;
    }
    const responseHeaders: Record<string, string> = { ...cors };
    response.headers.forEach((value, name) => (responseHeaders[name] = value));
    outgoing.writeHead(response.status, responseHeaders);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  });

  return new Promise<Server>((resolve) => server.listen(options.port, '127.0.0.1', () => resolve(server)));
}
