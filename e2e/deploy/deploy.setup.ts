import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as setup } from '@playwright/test';
import {
  API_A,
  API_B,
  DIST,
  logFile,
  PROCESSES_FILE,
  REPO,
  RUN_ROOT,
  SHOP,
  SHOP_ORIGINS,
  startShop,
  stopProcess,
  waitForUrl,
} from './deploy-servers';

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/**
 * Processes an interrupted run left behind (its teardown never ran) would hold the ports. Only ours: the pid must
 * still belong to nginx or to serve-api.ts, as a pid may have been reused since.
 */
async function stopLeftovers() {
  if (!existsSync(PROCESSES_FILE)) return;
  const pids = JSON.parse(readFileSync(PROCESSES_FILE, 'utf8')) as number[];
  for (const pid of pids) {
    const commandLine = existsSync(`/proc/${pid}/cmdline`)
      ? readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      : '';
    if (/nginx|serve-api\.ts/.test(commandLine)) await stopProcess(pid);
  }
}

setup('a deploy build behind nginx, with two loopback backends', async () => {
  setup.setTimeout(240_000);
  await stopLeftovers();
  rmSync(RUN_ROOT, { recursive: true, force: true });
  mkdirSync(RUN_ROOT, { recursive: true });

  // The build of `npm run build:deploy`, unless npm test hands over the one test:bundle has just checked.
  if (!process.env.E2E_DEPLOY_DIST || !existsSync(join(DIST, 'index.html'))) {
    await run(
      'npx',
      ['vite', 'build', '--mode', 'deploy', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'],
      {
        VITE_API_URL: '',
      },
    );
  }

  const pids: number[] = [];
  const backends = [
    ['api-a', API_A],
    ['api-b', API_B],
  ] as const;
  for (const [name, origin] of backends) {
    const log = openSync(logFile(name), 'a');
    const child = spawn(
      process.execPath,
      ['e2e/deploy/serve-api.ts', new URL(origin).port, ...SHOP_ORIGINS],
      { cwd: REPO, stdio: ['ignore', log, log], detached: true },
    );
    child.unref();
    if (child.pid) pids.push(child.pid);
    writeFileSync(PROCESSES_FILE, JSON.stringify(pids));
  }
  for (const [name, origin] of backends) {
    await waitForUrl(`${origin}/api/common/feature/get`, 60_000, () =>
      existsSync(logFile(name)) ? readFileSync(logFile(name), 'utf8') : '',
    );
  }

  const shop = await startShop({
    name: 'shop',
    port: Number(new URL(SHOP).port),
    apiUrl: API_A,
    detached: true,
  });
  if (shop.process.pid) pids.push(shop.process.pid);
  writeFileSync(PROCESSES_FILE, JSON.stringify(pids));
});
