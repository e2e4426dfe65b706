/**
 * What a log may say about a request's address. The same rule as the web server's access log
 * (deploy/nginx.conf): a password-reset token in the path, a query value that names a token, key, code or
 * password, and anything that looks like an email address (a search for one, a query parameter) are replaced.
 */
const REDACTED = '[redacted]';

const SECRET_PARAMETER = /token|key|code|secret|password|email|sig/i;

function redactSegment(segment: string) {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is logged as it came, unless it looks like an address.
  }
  return decoded.includes('@') ? REDACTED : segment;
}

/** `path` (with or without a query string) as a log may show it. */
export function redactPath(path: string): string {
  const queryStart = path.indexOf('?');
  const pathname = queryStart === -1 ? path : path.slice(0, queryStart);
  const query = queryStart === -1 ? '' : path.slice(queryStart + 1);

  const segments = pathname.split('/');
  // Everything after reset-password/ is the token (one that holds a slash too).
  const resetAt = segments.indexOf('reset-password');
  const shownSegments =
    resetAt === -1 || resetAt === segments.length - 1
      ? segments.map(redactSegment)
      : [...segments.slice(0, resetAt + 1).map(redactSegment), REDACTED];
  const shownPath = shownSegments.join('/');
  if (!query) return shownPath;

  const shownQuery = query
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      const value = rest.join('=');
      const secret = SECRET_PARAMETER.test(name) || redactSegment(value) === REDACTED;
      return secret ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${shownPath}?${shownQuery}`;
}
