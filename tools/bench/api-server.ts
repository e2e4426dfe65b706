import { createServer, type IncomingMessage, type Server } from 'node:http';
import { getResponse } from 'msw';
import { replaceOrders, replaceProducts, resetToSeed } from '../../mocks/data-shape';
import { handlers } from '../../mocks/handlers';
import { scaledCatalog, scaledOrders } from '../../mocks/scale';
import { authRequests } from '../../src/features/auth/api/auth-requests';

/** The session cookie the original backend sets at sign-in and reads on every call (its auth middleware). */
const SESSION_COOKIE = 'token';

/** The value of the request's session cookie, if any. */
function sessionCookie(incoming: IncomingMessage) {
  for (const part of (incoming.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return '';
}

/**
 * The mock backend's handlers behind a real HTTP server on loopback, so the benchmark (and the deploy tests,
 * e2e/deploy) run a production build without MSW in the page against a backend that follows the contract.
 * CORS admits the given origin(s), as a real backend admits the shop's.
 * `cookieSessions`: also as the original backend of the contract does, the sign-in sets an HttpOnly `token`
 * cookie and a call without an Authorization header is authorised by that cookie (the original client signs
 * in this way; npm run bench -- --peer). `reset: false` keeps the data of a server already started in this
 * process (two ports, one backend).
 */
export function startApiServer(options: {
  port: number;
  allowedOrigin: string | string[];
  products?: number;
  cookieSessions?: boolean;
  reset?: boolean;
  orders?: number;
}) {
  if (options.reset === false) return listen(options);
  resetToSeed('ours');
  if (options.products && options.products > 0) replaceProducts(scaledCatalog(options.products));
  if (options.orders && options.orders > 0) replaceOrders(scaledOrders(options.orders));
  return listen(options);
}

function listen(options: { port: number; allowedOrigin: string | string[]; cookieSessions?: boolean }) {
  const allowed = [options.allowedOrigin].flat();

  const corsFor = (origin: string | undefined) => ({
    'Access-Control-Allow-Origin': origin && allowed.includes(origin) ? origin : (allowed[0] ?? ''),
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET,POST,PUT,DELETE,OPTIONS',
    // The original server's list, and the fixed header the shop puts on every write (docs/deploy.md).
    'Access-Control-Allow-Headers':
      'Content-Type, Authorization, Cache-Control, Expires, Pragma, X-Requested-With',
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
    const cookieToken = options.cookieSessions ? sessionCookie(incoming) : '';
    if (cookieToken && !headers.has('authorization')) headers.set('Authorization', `Bearer ${cookieToken}`);
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
    const responseHeaders: Record<string, string | string[]> = { ...cors };
    response.headers.forEach((value, name) => (responseHeaders[name] = value));
    const responseBody = Buffer.from(await response.arrayBuffer());
    if (options.cookieSessions) {
      const path = new URL(request.url).pathname;
      if (path === authRequests.login().path && response.ok) {
        const { token } = JSON.parse(responseBody.toString()) as { token?: string };
        if (token) responseHeaders['Set-Cookie'] = `${SESSION_COOKIE}=${token}; Path=/; HttpOnly`;
      } else if (path === authRequests.logout().path) {
        responseHeaders['Set-Cookie'] = `${SESSION_COOKIE}=; Path=/; HttpOnly; Max-Age=0`;
      }
    }
    outgoing.writeHead(response.status, responseHeaders);
    outgoing.end(responseBody);
  });

  return new Promise<Server>((resolve) => server.listen(options.port, '127.0.0.1', () => resolve(server)));
}
