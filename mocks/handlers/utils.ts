import { delay, HttpResponse } from 'msw';
import { db } from '../db';
import type { MockUser } from '../documents';
import { originalServer, sessionCookie } from './server-manners';

let latencyMs = 0;
/** The browser worker adds a realistic delay; tests run with none. */
export function setMockLatency(ms: number) {
  latencyMs = ms;
}

export async function respondDelay() {
  if (latencyMs > 0) await delay(latencyMs * (0.6 + Math.random() * 0.8));
}

export function ok<Body extends Record<string, unknown>>(body: Body, status = 200) {
  return HttpResponse.json({ success: true, ...body }, { status });
}

export function fail(status: number, message: string) {
  return HttpResponse.json({ success: false, message }, { status });
}

const unauthorised = () => fail(401, 'Unauthorised user!');
const forbidden = () => fail(403, 'Access denied: this area is for admins only');
export const notFound = (what: string) => fail(404, `${what} not found`);
export const invalidData = (message = 'Invalid data provided!') => fail(400, message);

/** The signed-in user behind the request's session (see sessionToken), or null. */
export function currentUser(request: Request): MockUser | null {
  const token = sessionToken(request);
  const userId = token ? db.state.sessions[token] : undefined;
  return (userId && db.state.users.find((user) => user._id === userId)) || null;
}

/**
 * The session token a request carries: its Bearer header, as the contract has it; with the original server's
 * manners its `token` cookie, and a Bearer header is ignored (handlers/server-manners.ts).
 */
export function sessionToken(request: Request) {
  if (originalServer()) return sessionCookie(request);
  const header = request.headers.get('Authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

type Guarded = { user: MockUser; response?: undefined } | { user?: undefined; response: Response };

/** A shopper route: a valid token, and the userId in the path or body must be the caller's own. */
export function requireUser(request: Request, userId?: unknown): Guarded {
  const user = currentUser(request);
  if (!user) return { response: unauthorised() };
  if (userId !== undefined && userId !== user._id && user.role !== 'admin') {
    return { response: fail(403, 'You can only access your own account') };
  }
  return { user };
}

export function requireAdmin(request: Request): Guarded {
  const user = currentUser(request);
  if (!user) return { response: unauthorised() };
  if (user.role !== 'admin') return { response: forbidden() };
  return { user };
}

export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function text(value: unknown) {
  return typeof value === 'string' ? value.trim() : '';
}

/** A number, or a numeric string, else undefined. */
export function numeric(value: unknown) {
  const result = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof result === 'number' && Number.isFinite(result) ? result : undefined;
}

export function publicUser(user: MockUser) {
  return { id: user._id, userName: user.userName, email: user.email, role: user.role };
}
