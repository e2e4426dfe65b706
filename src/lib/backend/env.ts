import { safeParse, z } from 'zod/mini';
import { API_URL_META, PAYMENT_HOSTS_META } from '@/boot/page-meta';

/**
 * The backend's address is missing or invalid. Thrown while the app's modules load, so before any call;
 * main.tsx recognises it by name (it cannot import this module: the entry stays free of zod) and shows a
 * plain message instead of a shop whose every request fails.
 */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

const EXAMPLE = 'an http(s) origin such as https://api.example.com';

const apiUrlSchema = z.pipe(
  z.optional(z.union([z.literal(''), z.url({ protocol: /^https?$/ })])),
  z.transform((value) => (value ? value.replace(/\/+$/, '') : undefined)),
);

const envSchema = z.object({
  // The backend's origin, e.g. https://api.example.com. Unset or empty: the embedded mock backend.
  VITE_API_URL: apiUrlSchema,
});

export function parseEnv(source: Record<string, unknown>) {
  const result = envSchema.safeParse(source);
  if (!result.success) throw new ConfigurationError(`Invalid VITE_API_URL: it must be ${EXAMPLE}`);
  return result.data;
}

/**
 * A deploy build (`npm run build:deploy`) has no backend address in its code: the web server writes it into
 * every page as <meta name="api-url"> when it starts (deploy/start.sh, from API_URL), so one build serves any
 * backend. Read synchronously while the modules load: the first call already knows where to go.
 */
export function readPageApiUrl(page: Pick<Document, 'querySelector'>): string {
  const content = page.querySelector(`meta[name="${API_URL_META}"]`)?.getAttribute('content')?.trim() ?? '';
  if (!content) {
    throw new ConfigurationError(
      'No backend address: this build reads it from the web server, which must be started with API_URL ' +
        `set to ${EXAMPLE} (deploy/start.sh writes it into the page).`,
    );
  }
  const parsed = safeParse(apiUrlSchema, content);
  if (!parsed.success || !parsed.data) {
    throw new ConfigurationError(`Invalid API_URL "${content}": it must be ${EXAMPLE}.`);
  }
  return parsed.data;
}

/**
 * A list of payment hosts (VITE_PAYMENT_HOSTS for a build, PAYMENT_HOSTS for deploy/start.sh), separated by
 * commas or spaces, as the origins an approval address may lead to. An entry is a host name with an optional
 * port (`pay.example.com`, `pay.example.com:8443`: https) or an http(s) origin (`http://127.0.0.1:9000`).
 */
export function parsePaymentHosts(list: string, source = 'VITE_PAYMENT_HOSTS'): string[] {
  const origins: string[] = [];
  for (const entry of list.split(/[\s,]+/).filter(Boolean)) {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(entry) ? entry : `https://${entry}`;
    let url: URL | undefined;
    try {
      url = new URL(withScheme);
    } catch {
      url = undefined;
    }
    const bare = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare || !/^https?:$/.test(url.protocol)) {
      throw new ConfigurationError(
        `Invalid ${source} entry "${entry}": it must be a host name such as pay.example.com (https), ` +
          'optionally with a port, or an http(s) origin such as http://127.0.0.1:9000',
      );
    }
    origins.push(url.origin);
  }
  return origins;
}

/** PAYMENT_HOSTS as deploy/start.sh wrote it into the page; none when it named none. */
export function readPagePaymentHosts(page: Pick<Document, 'querySelector'>): string[] {
  const content = page.querySelector(`meta[name="${PAYMENT_HOSTS_META}"]`)?.getAttribute('content') ?? '';
  return parsePaymentHosts(content, 'PAYMENT_HOSTS');
}

/** Statically known at build time: Vite inlines MODE, so the other source drops out of the bundle. */
const apiUrlFromPage = import.meta.env.MODE === 'deploy';

export const env = {
  /** The backend's origin; undefined in mock mode (the service worker answers on the app's own origin). */
  apiUrl: apiUrlFromPage
    ? // Prerendering (build time, in Node) has no page to read and sends no request.
      typeof document === 'undefined'
      ? undefined
      : readPageApiUrl(document)
    : parseEnv({ VITE_API_URL: import.meta.env.VITE_API_URL }).VITE_API_URL,
  /** The payment hosts this build and this server name (see parsePaymentHosts), as origins. */
  paymentHosts: [
    ...parsePaymentHosts(String(import.meta.env.VITE_PAYMENT_HOSTS ?? '')),
    ...(apiUrlFromPage && typeof document !== 'undefined' ? readPagePaymentHosts(document) : []),
  ],
};

/** Same origin in mock mode (the service worker answers), the configured backend otherwise. */
export function apiOrigin() {
  return env.apiUrl ?? globalThis.location.origin;
}
