import type { ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspApiOrigin } from './content-security-policy.ts';
import { htmlOf, tagsOf, transformIndexHtml } from './testing.ts';

const POLICY =
  "default-src 'self'; script-src 'self'; img-src 'self' data: blob: https:; connect-src 'self'; object-src 'none'";
const INDEX = `<head>
    <meta charset="UTF-8" />
    <meta
      http-equiv="Content-Security-Policy"
      content="${POLICY}"
    />
    <title>Lokum & Co.</title>
  </head>`;

async function build(apiUrl: string | undefined, apiUrlAtStart = false) {
  const result = await transformIndexHtml(contentSecurityPolicy(apiUrl, apiUrlAtStart), INDEX);
  return { html: htmlOf(result, INDEX), tags: tagsOf(result) };
}

describe('contentSecurityPolicy', () => {
  it('drops the policy on the dev server, whose inline scripts it would block', async () => {
    const server = {} as ViteDevServer;
    const result = await transformIndexHtml(contentSecurityPolicy('https://api.example.com', false), INDEX, {
      server,
    });
    expect(htmlOf(result, INDEX)).toBe(
      '<head>\n    <meta charset="UTF-8" />\n    <title>Lokum & Co.</title>\n  </head>',
    );
  });

  it('keeps the policy as it is in mock mode: the API is the page itself', async () => {
    const { html, tags } = await build(undefined);
    expect(html).toBe(INDEX);
    expect(tags).toEqual([]);
  });

  it("adds the API's origin to connect-src, and preconnects to it, in a build for a backend", async () => {
    const { html, tags } = await build('https://api.example.com/v1/');
    expect(html).toContain(
      `content="${POLICY.replace("connect-src 'self'", "connect-src 'self' https://api.example.com")}"`,
    );
    expect(html).not.toContain('http:');
    expect(tags).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com' }, injectTo: 'head' },
      {
        tag: 'link',
        attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: true },
        injectTo: 'head',
      },
    ]);
  });

  it('allows images over http: when the backend has no TLS', async () => {
    const { html } = await build('http://127.0.0.1:4742');
    expect(html).toContain("img-src 'self' data: blob: https: http:;");
    expect(html).toContain("connect-src 'self' http://127.0.0.1:4742;");
  });

  it('puts the empty api-url <meta> in place of the policy in a deploy build, whose server sends it as a header', async () => {
    const { html, tags } = await build(undefined, true);
    expect(html).not.toContain('Content-Security-Policy');
    expect(html).toBe(
      '<head>\n    <meta charset="UTF-8" />\n    <meta name="api-url" content="" />\n    <title>Lokum & Co.</title>\n  </head>',
    );
    expect(tags).toEqual([]);
  });

  it('fails the build when index.html has lost its policy', async () => {
    await expect(
      transformIndexHtml(contentSecurityPolicy(undefined, false), '<head><title>x</title></head>'),
    ).rejects.toThrow('index.html has lost its Content-Security-Policy <meta>');
  });
});

describe('cspApiOrigin', () => {
  it('keeps scheme, host and port only', () => {
    expect(cspApiOrigin('https://api.example.com:8443/v1?x=1')).toBe('https://api.example.com:8443');
    expect(cspApiOrigin('http://[::1]:4000/')).toBe('http://[::1]:4000');
  });

  it('refuses an origin that is not http(s)', () => {
    expect(() => cspApiOrigin('ftp://files.example.com')).toThrow('cannot go into the CSP');
    expect(() => cspApiOrigin('file:///etc/passwd')).toThrow('cannot go into the CSP');
  });
});
