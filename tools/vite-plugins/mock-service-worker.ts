import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { MOCK_WORKER_FILE } from '../build-names.ts';

/** What the plugin needs of Vite's dev and preview servers: somewhere to answer one path. */
interface ResponseLike {
  setHeader(name: string, value: string): void;
  end(body: string): void;
}
interface ServerLike {
  middlewares: { use(path: string, handler: (req: unknown, res: ResponseLike) => void): void };
}

/** The worker as the installed msw package ships it, so it always matches the library's version. */
function mockWorkerSource(): string {
  return readFileSync(fileURLToPath(import.meta.resolve(`msw/${MOCK_WORKER_FILE}`)), 'utf8');
}

/**
 * The MSW service worker, served and emitted only in mock mode (VITE_API_URL unset), so a build for a real
 * backend carries no MSW code at all.
 */
export function mockServiceWorker(mockMode: boolean): Plugin {
  const serve = (server: ServerLike) => {
    if (!mockMode) return;
    server.middlewares.use(`/${MOCK_WORKER_FILE}`, (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.setHeader('Service-Worker-Allowed', '/');
      res.end(mockWorkerSource());
    });
  };
  return {
    name: 'mock-service-worker',
    configureServer: serve,
    configurePreviewServer: serve,
    generateBundle() {
      if (mockMode) this.emitFile({ type: 'asset', fileName: MOCK_WORKER_FILE, source: mockWorkerSource() });
    },
  };
}
