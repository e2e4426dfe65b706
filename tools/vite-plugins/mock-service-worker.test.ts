import { readFileSync } from 'node:fs';
import type { Rollup, ViteDevServer } from 'vite';
import { describe, expect, it } from 'vitest';
import { mockServiceWorker } from './mock-service-worker.ts';
import { handlerOf } from './testing.ts';

const mswWorker = readFileSync(
  new URL('../../node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
  'utf8',
);

function emitted(mockMode: boolean) {
  const files: Rollup.EmittedAsset[] = [];
  const context = { emitFile: (file: Rollup.EmittedAsset) => (files.push(file), 'ref') };
  const generateBundle = handlerOf(mockServiceWorker(mockMode).generateBundle, 'generateBundle');
  void generateBundle.call(context as unknown as Rollup.PluginContext, {} as never, {}, true);
  return files;
}

function served(mockMode: boolean) {
  const routes = new Map<string, (req: unknown, res: unknown) => void>();
  const server = {
    middlewares: {
      use: (path: string, handler: (req: unknown, res: unknown) => void) => routes.set(path, handler),
    },
  };
  const configureServer = handlerOf(mockServiceWorker(mockMode).configureServer, 'configureServer');
  void configureServer.call({} as never, server as unknown as ViteDevServer);
  return routes;
}

describe('mockServiceWorker', () => {
  it("emits msw's own worker at the site's root in mock mode", () => {
    expect(emitted(true)).toEqual([{ type: 'asset', fileName: 'mockServiceWorker.js', source: mswWorker }]);
  });

  it('emits nothing in a build for a backend: no MSW code ships there', () => {
    expect(emitted(false)).toEqual([]);
  });

  it('serves the worker, allowed to control the whole site, on the dev server in mock mode', () => {
    const routes = served(true);
    expect([...routes.keys()]).toEqual(['/mockServiceWorker.js']);
    const headers: Record<string, string> = {};
    let body = '';
    routes.get('/mockServiceWorker.js')?.(
      {},
      {
        setHeader: (name: string, value: string) => (headers[name] = value),
        end: (text: string) => (body = text),
      },
    );
    expect(headers).toEqual({ 'Content-Type': 'text/javascript', 'Service-Worker-Allowed': '/' });
    expect(body).toBe(mswWorker);
  });

  it('serves nothing outside mock mode', () => {
    expect(served(false).size).toBe(0);
  });
});
