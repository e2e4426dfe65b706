import { HttpResponse } from 'msw';

/**
 * How the mock backend behaves, apart from how it stores its data (data-shape.ts):
 *
 * - `contract`: as the shop's contract describes it (a token in the login answer, sent back as a Bearer header,
 *   every route there, a search that matches plain text).
 * - `original`: with the manners of the contract's original Express server, which a shop may well run our front end
 *   against: the session kept in a `token` cookie only (the login answer has no token; a Bearer header is ignored;
 *   logout clears the cookie), no `POST /api/auth/verify`, `/api/auth/request-reset`, `/api/auth/reset-password/…`
 *   or `DELETE /api/common/feature/delete/…` (Express's HTML 404, "Cannot POST …"), register creating the account at
 *   once, the search keyword compiled as a regular expression (500 for an invalid one, no Turkish folding), a
 *   malformed product id bringing the server down, a status update that writes no `orderUpdateDate`, and a cart
 *   line of a product deleted since that cannot be deleted (500).
 *
 * Switch with `?mock-server=original` (kept until `?mock-server=contract`), or `localStorage["mock-server"]`.
 */
export type ServerManners = 'contract' | 'original';
export const SERVER_MANNERS: readonly ServerManners[] = ['contract', 'original'];
export const MANNERS_STORAGE_KEY = 'mock-server';

let manners: ServerManners = 'contract';

export function setServerManners(next: ServerManners) {
  manners = next;
}

/** True when the mock behaves like the contract's original server. */
export function originalServer() {
  return manners === 'original';
}

/** Express's answer to a route it does not have: 404 with an HTML page. */
export function expressNotFound(request: Request) {
  const path = new URL(request.url).pathname;
  return new HttpResponse(
    `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Cannot ${request.method} ${path}</pre>\n</body>\n</html>\n`,
    { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );
}

const COOKIE_NAME = 'token';
/** Where the session cookie lives outside a browser (Vitest): one jar for the one client there. */
let cookieOutsideBrowser = '';

function hasDocument() {
  return typeof document !== 'undefined' && typeof document.cookie === 'string';
}

/**
 * Sets the session cookie, as the original server's `res.cookie("token", …)` does. The mock answers in the page,
 * so the cookie is the page origin's; the app never reads it (it cannot tell this one from an httpOnly cookie).
 */
export function setSessionCookie(token: string) {
  if (hasDocument()) document.cookie = `${COOKIE_NAME}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
  else cookieOutsideBrowser = token;
}

export function clearSessionCookie() {
  if (hasDocument()) document.cookie = `${COOKIE_NAME}=; path=/; max-age=0; SameSite=Lax`;
  else cookieOutsideBrowser = '';
}

/** The session cookie a request carries: only a request sent with credentials carries cookies. */
export function sessionCookie(request: Request): string {
  if (request.credentials === 'omit') return '';
  if (!hasDocument()) return cookieOutsideBrowser;
  for (const pair of document.cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === COOKIE_NAME) return decodeURIComponent(value.join('='));
  }
  return '';
}
