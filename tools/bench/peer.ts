/**
 * The original client of the contract, measured beside ours (npm run bench -- --peer <folder>): its production
 * build served the way ours is (nginx with deploy/nginx.conf through deploy/start.sh), and the bench's backend
 * where that client looks for it, http://localhost:5000 (hard-coded in its code), signing in by cookie as the
 * original backend does. Its code is never part of this repository: the bench takes the folder it was built in.
 */
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startShop } from '../../e2e/deploy/deploy-servers.ts';
import { SHOPPER, type loadApiServer } from './bench-servers.ts';

/** Where the original client calls its backend: the bench's backend must listen there. */
export const PEER_API_PORT = 5000;
export const PEER_API = `http://localhost:${PEER_API_PORT}`;
/**
 * Where the original is served. Its sign-in cookie is set by localhost:5000 and only sent with the page's calls
 * when the page is on the same site, so the page is on localhost too (any port).
 */
export const PEER_WEB_PORT = 4521;
export const PEER_ORIGIN = `http://localhost:${PEER_WEB_PORT}`;

/**
 * The original's build: `<folder>/dist` when it has one (the client folder, built with its own
 * `npm ci && npx vite build`), or the folder itself when it is a build (an index.html beside assets/).
 */
export function peerBuild(folder: string) {
  const root = resolve(folder);
  for (const candidate of [join(root, 'dist'), root]) {
    if (existsSync(join(candidate, 'index.html')) && existsSync(join(candidate, 'assets'))) return candidate;
  }
  if (existsSync(join(root, 'package.json'))) {
    console.log(`Building the original client in ${root} (its own npm ci && npx vite build)…`);
    execSync('npm ci && npx vite build', { cwd: root, stdio: 'inherit' });
    return join(root, 'dist');
  }
  throw new Error(`--peer ${folder}: neither a build (index.html and assets/) nor a client folder to build`);
}

/**
 * Serves the original's build with nginx as deploy/start.sh serves ours, and the shared backend on port 5000
 * with cookie sessions. The served copy gets the empty <meta name="api-url"> that start.sh fills in (the
 * original never reads it) and our build's images/: the backend's catalog names its images by path on the
 * shop's origin, so both apps show the same pictures.
 */
export async function startPeerServers(
  peerDist: string,
  ourDist: string,
  api: Awaited<ReturnType<typeof loadApiServer>>,
) {
  const runRoot = join(tmpdir(), `lokum-bench-peer-${PEER_WEB_PORT}`);
  const site = join(runRoot, 'dist');
  rmSync(site, { recursive: true, force: true });
  mkdirSync(runRoot, { recursive: true });
  cpSync(peerDist, site, { recursive: true });
  if (existsSync(join(ourDist, 'images')))
    cpSync(join(ourDist, 'images'), join(site, 'images'), { recursive: true });
  const index = join(site, 'index.html');
  writeFileSync(
    index,
    readFileSync(index, 'utf8').replace('</title>', '</title><meta name="api-url" content="" />'),
  );
  const apiServer = await api.startApiServer({
    port: PEER_API_PORT,
    allowedOrigin: PEER_ORIGIN,
    cookieSessions: true,
    reset: false,
  });
  const shop = await startShop({
    name: 'peer',
    port: PEER_WEB_PORT,
    apiUrl: PEER_API,
    dist: site,
    runRoot,
  }).catch((error: unknown) => {
    apiServer.close();
    throw error;
  });
  return {
    origin: PEER_ORIGIN,
    api: PEER_API,
    async close() {
      await shop.stop();
      apiServer.close();
    },
  };
}

/**
 * A Chrome profile in which the demo shopper signed in to the original through its form: its session is the
 * cookie localhost:5000 set. That cookie has no expiry (a browser-session cookie, which a restarted Chrome
 * drops), so it is stored again with one, as a browser that restores its session would keep it.
 */
export async function seedPeerSignedInProfile(userDataDir: string, executablePath?: string) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: ['--no-sandbox'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${PEER_ORIGIN}/auth/login`);
    await page.getByPlaceholder(/email/i).first().fill(SHOPPER.email);
    await page
      .getByPlaceholder(/password/i)
      .first()
      .fill(SHOPPER.password);
    await page
      .getByRole('button', { name: /^(sign in|log ?in)$/i })
      .first()
      .click();
    await page.waitForURL(/\/shop\//, { timeout: 30_000 });
    const cookies = await context.cookies(PEER_API);
    const expires = Math.round(Date.now() / 1000) + 24 * 3600;
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, expires })));
    await page.goto('about:blank');
  } finally {
    await context.close();
  }
}
