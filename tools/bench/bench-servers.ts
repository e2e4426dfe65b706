import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { createServer } from 'vite';
import { startShop } from '../../e2e/deploy/deploy-servers.ts';
import { authRequests } from '../../src/features/auth/api/auth-requests.ts';
import { STORAGE_KEYS } from '../../src/lib/device/storage-keys.ts';
import type * as ApiServerModule from './api-server.ts';
import { startStaticServer } from './static-server.ts';

// The legacy Lighthouse path (BENCH_LIGHTHOUSE=legacy) and profile.ts build with VITE_API_URL=API, so a build
// measured with BENCH_DIST must use the same ports.
export const WEB_PORT = 4521;
export const API_PORT = 4522;
export const ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
export const API = `http://127.0.0.1:${API_PORT}`;

// The user's host: the deploy build behind nginx (deploy/start.sh). Ports apart from the e2e deploy project's
// (4741–4751), so both can run at once.
// BENCH_DEPLOY_PORT moves both (web, web + 1), for a machine where several copies run at once.
export const DEPLOY_WEB_PORT = Number(process.env.BENCH_DEPLOY_PORT ?? 4861);
export const DEPLOY_API_PORT = DEPLOY_WEB_PORT + 1;
export const DEPLOY_ORIGIN = `http://127.0.0.1:${DEPLOY_WEB_PORT}`;
export const DEPLOY_API = `http://127.0.0.1:${DEPLOY_API_PORT}`;

/**
 * api-server.ts, loaded by Vite for Node: the mock backend's handlers are TypeScript with path aliases.
 * `close` ends the loader (not the servers started with it).
 */
export async function loadApiServer() {
  const loader = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'error',
  });
  const api = (await loader.ssrLoadModule('/tools/bench/api-server.ts')) as typeof ApiServerModule;
  return { startApiServer: api.startApiServer, close: () => loader.close() };
}

/** The loopback backend (the mock backend's handlers behind a real HTTP server) and a static host for the build. */
export async function startBenchServers(dist: string) {
  const api = await loadApiServer();
  let apiServer = await api.startApiServer({ port: API_PORT, allowedOrigin: ORIGIN });
  const web = await startStaticServer({ root: dist, port: WEB_PORT });
  return {
    api,
    /** A fresh backend, seeded anew (with `products` products when given). */
    async restartApi(products?: number, orders?: number) {
      apiServer.close();
      apiServer = await api.startApiServer({ port: API_PORT, allowedOrigin: ORIGIN, products, orders });
    },
    async close() {
      apiServer.close();
      web.close();
      await api.close();
    },
  };
}

/**
 * What a user's host runs: `dist` (a deploy build, `vite build --mode deploy`) served by nginx with
 * deploy/nginx.conf through deploy/start.sh, with API_URL pointing at the loopback backend.
 */
export async function startDeployBenchServers(dist: string) {
  const api = await loadApiServer();
  let apiServer = await api.startApiServer({ port: DEPLOY_API_PORT, allowedOrigin: DEPLOY_ORIGIN });
  const runRoot = join(tmpdir(), `lokum-bench-${DEPLOY_WEB_PORT}`);
  mkdirSync(runRoot, { recursive: true });
  const shop = await startShop({
    name: 'shop',
    port: DEPLOY_WEB_PORT,
    apiUrl: DEPLOY_API,
    dist,
    runRoot,
  }).catch(async (error: unknown) => {
    apiServer.close();
    await api.close();
    throw error;
  });
  return {
    /** The backend's loader, to serve the same backend on another port (tools/bench/peer.ts). */
    api,
    async restartApi(products?: number, orders?: number) {
      apiServer.close();
      apiServer = await api.startApiServer({
        port: DEPLOY_API_PORT,
        allowedOrigin: DEPLOY_ORIGIN,
        products,
        orders,
      });
    },
    async close() {
      await shop.stop();
      apiServer.close();
      await api.close();
    },
  };
}

/** The demo shopper of the mock backend's seed (mocks/seed-accounts.ts). */
export const SHOPPER = { email: 'shopper@lokum.shop', password: 'shopper123' };

/**
 * Signs the demo shopper in against the backend and stores the session in the page's origin. It is stored from
 * a static file of the same origin, not from the app: an app booting with an older token (say, of a backend
 * since restarted) would end that session and could wipe the new one.
 */
export async function storeShopperSession(
  page: Page,
  servers = { origin: ORIGIN, api: API },
  account = { email: 'shopper@lokum.shop', password: 'shopper123' },
) {
  const response = await fetch(`${servers.api}${authRequests.login().path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto(`${servers.origin}/favicon.svg`);
  await page.evaluate(
    ({ key, state }) => {
      window.localStorage.setItem(key, JSON.stringify({ state, version: 0 }));
    },
    { key: STORAGE_KEYS.session, state: { token, user } },
  );
}
