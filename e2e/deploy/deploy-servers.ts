import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The deploy tests run the real thing: deploy/start.sh starts nginx with the repository's config over a deploy
 * build (npm run build:deploy), and the mock backend's handlers answer behind real HTTP servers on loopback
 * (tools/bench/api-server.ts), two of them, so a test can point the same build at another backend.
 * Ports from E2E_DEPLOY_PORT (default 4741): the shop, backend A, backend B, then five ports for the tests that
 * start an nginx of their own, one for the session-end test's proxy, and a shop and a proxy for the search test's
 * (4741–4751).
 */
/** The checkout: commands run from here whatever the current directory. */
export const REPO = resolve(import.meta.dirname, '../..');
const BASE_PORT = Number(process.env.E2E_DEPLOY_PORT ?? 4741);
const loopback = (port: number) => `http://127.0.0.1:${port}`;
export const SHOP = loopback(BASE_PORT);
export const API_A = loopback(BASE_PORT + 1);
export const API_B = loopback(BASE_PORT + 2);
export const RESTART_PORT = BASE_PORT + 3;
export const CHECK_PORT = BASE_PORT + 4;
/** The shop that the service worker's update test deploys a new version to (e2e/deploy/offline.spec.ts). */
export const UPDATE_PORT = BASE_PORT + 5;
/** The shop that the forced-update tests restart with a minimum version (e2e/deploy/forced-update.spec.ts). */
export const FORCED_UPDATE_PORT = BASE_PORT + 6;
/**
 * The shop that the session-end test starts (e2e/deploy/session-end.spec.ts), and its backend: backend A behind a
 * proxy of the test's own, which holds a request until the test lets it through.
 */
export const SESSION_END_PORT = BASE_PORT + 7;
export const SESSION_END_API_PORT = BASE_PORT + 8;
/**
 * The shop that the search test starts (e2e/deploy/search-once.spec.ts), and its backend: backend A behind a proxy
 * that counts the searches reaching it.
 */
export const SEARCH_ONCE_PORT = BASE_PORT + 9;
export const SEARCH_ONCE_API_PORT = BASE_PORT + 10;
/** Every origin the shop is served from in these tests: the backends' CORS admits them. */
export const SHOP_ORIGINS = [
  SHOP,
  loopback(RESTART_PORT),
  loopback(CHECK_PORT),
  loopback(UPDATE_PORT),
  loopback(FORCED_UPDATE_PORT),
];

/** The deploy build: E2E_DEPLOY_DIST reuses one (npm test passes the one test:bundle has just checked). */
export const DIST = resolve(
  REPO,
  process.env.E2E_DEPLOY_DIST ?? `${process.env.E2E_OUT_DIR ?? 'dist-e2e'}-deploy`,
);
/** Run directories (configured copies, nginx config, pid, temp files) and logs, outside the checkout. */
export const RUN_ROOT = join(tmpdir(), `lokum-deploy-e2e-${BASE_PORT}`);
/** The processes the setup started, for the teardown. */
export const PROCESSES_FILE = join(RUN_ROOT, 'processes.json');

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Polls `url` until it answers 2xx; fails with `describe()` (say, the log) after `timeoutMs`. */
export async function waitForUrl(url: string, timeoutMs: number, describe: () => string = () => '') {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await pause(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms ${describe()}`);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Ends one process this suite started (SIGTERM: nginx's fast shutdown) and waits until it is gone. */
export async function stopProcess(pid: number) {
  if (!isRunning(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + 10_000;
  while (isRunning(pid) && Date.now() < deadline) await pause(50);
}

/**
 * Whether a process still holds a run directory's start lock (deploy/start.sh): an nginx started there whose
 * master has gone may still have workers finishing their last connections.
 */
export function startLockHeld(runDir: string) {
  const lock = join(runDir, 'start.lock');
  return existsSync(lock) && spawnSync('flock', ['-n', lock, 'true']).status !== 0;
}

/** Waits until nothing holds the run directory's start lock, so that the next start on it is not refused. */
async function waitForStartLock(runDir: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (startLockHeld(runDir)) {
    if (Date.now() >= deadline) throw new Error(`${runDir}/start.lock is still held after ${timeoutMs} ms`);
    await pause(50);
  }
}

export const logFile = (name: string, runRoot = RUN_ROOT) => join(runRoot, `${name}.log`);
const tail = (file: string) =>
  existsSync(file) ? `\n--- ${file}:\n${readFileSync(file, 'utf8').split('\n').slice(-20).join('\n')}` : '';

export interface RunningShop {
  origin: string;
  runDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts deploy/start.sh, as a user would, over DIST: nginx in the foreground on 127.0.0.1:`port` for the
 * backend `apiUrl`. Resolves once nginx answers. `detached`: outlives this test process (the setup's shop).
 * `dist` and `runRoot` serve another deploy build from another folder (npm run bench); `runRoot` must exist.
 */
export async function startShop(options: {
  name: string;
  port: number;
  apiUrl: string;
  env?: Record<string, string>;
  detached?: boolean;
  dist?: string;
  runRoot?: string;
}): Promise<RunningShop> {
  const origin = loopback(options.port);
  const runRoot = options.runRoot ?? RUN_ROOT;
  const runDir = join(runRoot, options.name);
  const log = logFile(options.name, runRoot);
  const child = spawn('sh', ['deploy/start.sh'], {
    cwd: REPO,
    env: {
      ...process.env,
      API_URL: options.apiUrl,
      PORT: String(options.port),
      LISTEN_ADDRESS: '127.0.0.1',
      SHOP_DIST: options.dist ?? DIST,
      SHOP_RUN_DIR: runDir,
      ...options.env,
    },
    stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
    detached: options.detached ?? false,
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 30_000;
  while (!exited && Date.now() < deadline) {
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await pause(100);
  }
  if (exited || Date.now() >= deadline) {
    throw new Error(`deploy/start.sh did not start nginx on ${origin}${tail(log)}`);
  }
  if (options.detached) child.unref();
  return {
    origin,
    runDir,
    process: child,
    // Resolves once nginx, its workers included, has exited: the run directory is free for the next start.
    stop: async () => {
      if (child.pid) await stopProcess(child.pid);
      await waitForStartLock(runDir);
    },
  };
}

/**
 * Backend A behind a proxy on `port` that admits the page's origin (CORS), whichever it is. `onRequest` sees each
 * request as it comes in (method, path) and may hold it: the request goes on once the promise it returns resolves.
 */
export async function proxyBackendA(
  port: number,
  onRequest: (method: string, path: string) => Promise<void> | void = () => undefined,
) {
  const target = new URL(API_A);
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '';
    const pass = () => {
      const upstream = forward(
        {
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path,
          headers: incoming.headers,
        },
        (answer) => {
          const origin = incoming.headers.origin;
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            ...(origin ? { 'access-control-allow-origin': origin } : {}),
          });
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.writeHead(502).end());
      incoming.pipe(upstream);
    };
    void Promise.resolve(onRequest(incoming.method ?? 'GET', path)).then(pass);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: loopback(port),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
