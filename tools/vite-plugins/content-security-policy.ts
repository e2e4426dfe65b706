import type { Plugin } from 'vite';
import { EMPTY_API_URL_META_TAG } from '../build-names.ts';

const CSP_META = /\s*<meta\s+http-equiv="Content-Security-Policy"[^>]*>/i;

/**
 * The API's origin, checked: it goes into an HTML attribute and a policy, so nothing but scheme, host and port
 * may pass.
 */
export function cspApiOrigin(apiUrl: string): string {
  const { origin } = new URL(apiUrl);
  if (!/^https?:\/\/[\w.-]+(:\d+)?$|^https?:\/\/\[[\d:a-f.]+\](:\d+)?$/i.test(origin)) {
    throw new Error(`VITE_API_URL has an origin that cannot go into the CSP: ${origin}`);
  }
  return origin;
}

/**
 * The Content-Security-Policy <meta> of index.html. A production build keeps it strict and adds the API's
 * origin (VITE_API_URL) to connect-src, and to img-src the http: scheme when that origin is http (a backend
 * without TLS serves its images without it too). The dev server drops it: Vite injects inline scripts there
 * (React refresh preamble, HMR client) that `script-src 'self'` would block. A deploy build (apiUrlAtStart)
 * drops it as well: its web server sends the policy as a header, with the API origin it was started with and
 * the directives a <meta> cannot carry (frame-ancestors, reporting); a second policy in the page would be
 * enforced on top of it. In its place goes the empty <meta name="api-url"> that the server fills in at
 * start-up (deploy/start.sh) and src/lib/backend/env.ts reads.
 */
export function contentSecurityPolicy(apiUrl: string | undefined, apiUrlAtStart: boolean): Plugin {
  const apiOrigin = apiUrl ? cspApiOrigin(apiUrl) : undefined;
  return {
    name: 'content-security-policy',
    transformIndexHtml(html, context) {
      if (!CSP_META.test(html)) throw new Error('index.html has lost its Content-Security-Policy <meta>');
      if (context.server) return html.replace(CSP_META, '');
      if (apiUrlAtStart) return html.replace(CSP_META, `\n    ${EMPTY_API_URL_META_TAG}`);
      if (!apiOrigin) return html;
      return {
        html: html.replace(CSP_META, (meta) => {
          const policy = meta.replace("connect-src 'self'", `connect-src 'self' ${apiOrigin}`);
          return apiOrigin.startsWith('http:') ? policy.replace(/(img-src [^;"]*)/, '$1 http:') : policy;
        }),
        // Connect to the API while the code downloads: the first data request then skips DNS and TCP/TLS
        // setup. Both pools: calls with credentials use one, CORS preflights the other.
        tags: [
          { tag: 'link', attrs: { rel: 'preconnect', href: apiOrigin }, injectTo: 'head' },
          { tag: 'link', attrs: { rel: 'preconnect', href: apiOrigin, crossorigin: true }, injectTo: 'head' },
        ],
      };
    },
  };
}
