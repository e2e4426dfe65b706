import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { once } from 'node:events';
import { connect } from 'node:net';
import { join, relative } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { openCart } from '../cart-helpers';
import { ADMIN, expect, signIn, test, type Page } from '../fixtures';
import { recordCspViolations } from '../hostile-helpers';
import { PAGES_CONFIGURATION_PLACEHOLDER, SHOP_WORKER_FILE } from '../../tools/build-names';
import {
  API_A,
  API_B,
  CHECK_PORT,
  DIST,
  logFile,
  REPO,
  RESTART_PORT,
  RUN_ROOT,
  SHOP,
  startLockHeld,
  startShop,
  stopProcess,
  type RunningShop,
  waitForUrl,
} from './deploy-servers';

// The project `deploy-nginx` (playwright.config.ts): a deploy build served by nginx with deploy/nginx.conf,
// started by deploy/start.sh with API_URL pointing at loopback backend A (deploy.setup.ts).

const SEEDED_ADDRESS = 'Moda Caddesi 42, Kadıköy, Istanbul';

/** The directives of a Content-Security-Policy header. */
function directives(policy: string | undefined) {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

/** The security headers every response carries, the policy naming `apiOrigin` as the one backend. */
function expectSecurityHeaders(response: APIResponse, apiOrigin: string) {
  const headers = response.headers();
  const policy = directives(headers['content-security-policy']);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'", apiOrigin]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  // http: images only for a backend without TLS.
  expect(policy.get('img-src')).toEqual([
    "'self'",
    'data:',
    'blob:',
    'https:',
    ...(apiOrigin.startsWith('http:') ? ['http:'] : []),
  ]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(headers['permissions-policy']).toContain(`${feature}=()`);
  return policy;
}

/**
 * Zero Content-Security-Policy violations and no complaint about the Permissions-Policy header, and every backend
 * call sent to `apiOrigin`.
 */
async function watchPage(page: Page, apiOrigin: string) {
  const csp = await recordCspViolations(page);
  const policyMessages: string[] = [];
  page.on('console', (message) => {
    if (/permissions.policy/i.test(message.text())) policyMessages.push(message.text());
  });
  const apiOrigins = new Set<string>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiOrigins.add(new URL(request.url()).origin);
  });
  return {
    apiOrigins,
    async expectClean() {
      expect(await csp.violations()).toEqual([]);
      expect(csp.consoleMessages).toEqual([]);
      expect(policyMessages).toEqual([]);
      expect([...apiOrigins]).toEqual([apiOrigin]);
    },
  };
}

test.describe('deep links through nginx', () => {
  /** The document nginx sent for `path` is an HTML page (index.html or a prerendered one), and the app shows it. */
  async function visit(page: Page, path: string, title: string | RegExp) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(response?.headers()['content-type'], path).toContain('text/html');
    await expect(page, path).toHaveTitle(title);
  }

  test('a guest reaches every guest page, and a protected one sends them to sign in', async ({ page }) => {
    await visit(page, '/', 'Lokum & Co. · Turkish sweets, coffee, spices and more');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await visit(page, '/auth/login', 'Sign in · Lokum & Co.');
    await visit(page, '/auth/register', 'Create account · Lokum & Co.');
    await visit(page, '/auth/verify', 'Verify your account · Lokum & Co.');
    await visit(page, '/auth/request-reset', 'Request password reset · Lokum & Co.');
    await visit(page, '/auth/reset-password/abc123', 'Reset your password · Lokum & Co.');
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await visit(page, '/unauth-page', 'No access · Lokum & Co.');
    for (const path of ['/shop/listing', '/admin/orders']) {
      await visit(page, path, 'Sign in · Lokum & Co.');
      await expect(page).toHaveURL(/\/auth\/login$/);
    }
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'The page does not exist' })).toBeVisible();
  });

  test('a shopper reaches every shop page', async ({ page }) => {
    await signIn(page);
    await visit(page, '/shop/home', 'Home · Lokum & Co.');
    await visit(page, '/shop/listing', 'Products · Lokum & Co.');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await visit(page, '/shop/search', 'Search · Lokum & Co.');
    await visit(page, '/shop/checkout', 'Checkout · Lokum & Co.');
    await visit(page, '/shop/account', 'My account · Lokum & Co.');
    await visit(page, '/shop/paypal-return', 'Processing payment · Lokum & Co.');
    await visit(page, '/shop/payment-success', 'Payment successful · Lokum & Co.');
    await visit(page, '/shop/no-such-page', 'Page not found · Lokum & Co.');
    await visit(page, '/', 'Home · Lokum & Co.');
    await expect(page).toHaveURL(/\/shop\/home$/);
  });

  test('an admin reaches every admin page', async ({ page }) => {
    await signIn(page, ADMIN);
    await visit(page, '/admin/dashboard', 'Admin · Dashboard · Lokum & Co.');
    await visit(page, '/admin/products', 'Admin · Products · Lokum & Co.');
    await expect(page.getByRole('article').first()).toBeVisible();
    await visit(page, '/admin/orders', 'Admin · Orders · Lokum & Co.');
    await visit(page, '/admin/features', 'Admin · Features · Lokum & Co.');
    await visit(page, '/admin/no-such-page', 'Page not found · Lokum & Co.');
  });
});

test.describe('what nginx sends', () => {
  test('the prerendered landing, sign-in and sign-up pages come from their own files, naming this server’s backend', async ({
    request,
    browser,
  }) => {
    for (const [path, heading] of [
      ['/', 'Turkish sweets, coffee, spices and more'],
      ['/auth/login', 'Sign in to your account'],
      ['/auth/register', 'Create New Account'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(heading);
      expect(html).toContain(`<meta name="api-url" content="${API_A}" />`);
      // One policy: the header. A <meta> policy would be enforced on top of it.
      expect(html).not.toContain('Content-Security-Policy');
    }
    // A route the build prerendered no page for gets index.html, with no page in it.
    const fallback = await (await request.get('/shop/checkout')).text();
    expect(fallback).toContain('<div id="root"></div>');
    expect(fallback).toContain(`<meta name="api-url" content="${API_A}" />`);

    // The page paints before any JavaScript runs.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await context.close();
  });

  test('pages are revalidated on every visit and carry the security headers', async ({ request }) => {
    for (const path of ['/', '/shop/listing', '/auth/login', '/index.html']) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(headers['cache-control'], path).toBe('no-cache');
      // No validator: a page of an earlier start (another API_URL) is never reused as "not modified".
      expect(headers.etag, path).toBeUndefined();
      expect(headers['content-encoding'], path).toBe('br');
      expectSecurityHeaders(response, API_A);
    }
  });

  test('hashed assets are kept for a year and sent precompressed, brotli or gzip', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const entry =
      /<script type="module" (?:async )?crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
    expect(entry).not.toBe('');
    for (const path of [entry, style]) {
      const original = readFileSync(join(DIST, path));
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await request.get(path, { headers: { 'Accept-Encoding': accept } });
        const headers = response.headers();
        expect(response.status()).toBe(200);
        expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(headers['content-encoding'], `${path} for ${accept}`).toBe(encoding);
        expect(headers['x-content-type-options']).toBe('nosniff');
        // The file as built, whichever encoding carried it.
        expect((await response.body()).equals(original), `${path} for ${accept}`).toBe(true);
      }
    }
    const favicon = await request.get('/favicon.svg');
    expect(favicon.headers()['cache-control']).toBe('no-cache');
    expect(favicon.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  });

  test('a missing asset is a 404, never index.html, and is not cached', async ({ request }) => {
    for (const path of [
      '/assets/index-0ld8u1ld.js',
      '/assets/index-0ld8u1ld.css',
      // A deploy build has no service worker: a browser that still has one registered drops it on a 404.
      '/mockServiceWorker.js',
      '/.vite/manifest.json',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).not.toContain('text/html');
      expect(response.headers()['cache-control'], path).toBe('no-store');
    }
  });
});

test.describe('journeys through nginx', () => {
  test('a shopper signs in, browses, fills the cart, checks out and pays, without a single violation', async ({
    page,
  }) => {
    test.slow();
    const watch = await watchPage(page, API_A);
    // The payment provider: it approves and sends the browser back to the shop, as PayPal does. The loopback
    // backend's approvalURL points to the mock's provider page, which a deploy build does not have.
    await page.route(`${API_A}/mock-paypal/approve**`, (route) => {
      const approval = new URL(route.request().url());
      const back = new URL('/shop/paypal-return', SHOP);
      back.searchParams.set('paymentId', approval.searchParams.get('paymentId') ?? '');
      back.searchParams.set('PayerID', 'PAYERDEPLOY1');
      return route.fulfill({ status: 302, headers: { location: back.toString() } });
    });

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
    await watch.expectClean();

    await signIn(page);
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Featured offer 1' }).first()).toBeVisible();
    await watch.expectClean();

    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Products', exact: true })
      .click();
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expect(firstCard).toBeVisible();
    const title = (await firstCard.getByRole('heading').textContent()) ?? '';
    await firstCard.getByRole('button', { name: title }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Product is added to cart')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const sheet = await openCart(page);
    await expect(sheet.getByRole('listitem', { name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await watch.expectClean();

    await page.goto('/shop/checkout');
    await expect(page.getByRole('listitem', { name: title })).toBeVisible();
    await page.getByRole('radio', { name: SEEDED_ADDRESS }).check();
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(page).toHaveURL(/\/shop\/payment-success$/);
    await expect(page.getByRole('heading', { name: 'Payment is successfull!' })).toBeVisible();
    await watch.expectClean();

    await page.getByRole('link', { name: 'View Orders' }).click();
    await expect(page).toHaveURL(/\/shop\/account$/);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await watch.expectClean();
  });

  test('an admin uses the dashboard, products and orders without a single violation', async ({ page }) => {
    test.slow();
    const watch = await watchPage(page, API_A);
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('img', { name: 'Feature image 1' })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add New Product' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await watch.expectClean();
  });
});

test.describe('configuration at start-up', () => {
  // The tests here that start an nginx share the spare ports: one after the other, in one worker.
  test.describe.configure({ mode: 'default' });

  test('changing only API_URL and restarting points the same build at another backend', async ({
    page,
    request,
  }) => {
    test.slow();
    const builtIndex = readFileSync(join(DIST, 'index.html'), 'utf8');
    let shop = await startShop({ name: 'restart', port: RESTART_PORT, apiUrl: API_A });
    try {
      const toA = await watchPage(page, API_A);
      await page.goto(`${shop.origin}/`);
      await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
      await toA.expectClean();
      const entryA = await page.locator('script[type="module"]').getAttribute('src');

      // A returning visitor: the shop's service worker keeps this start's pages.
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

      await shop.stop();
      shop = await startShop({ name: 'restart', port: RESTART_PORT, apiUrl: API_B });
      // The pages kept on the device name backend A: the restart reaches the open tab as a new version, which
      // it offers and never applies by itself.
      await page.reload();
      const reload = page.getByRole('button', { name: 'Reload' });
      await expect(reload).toBeVisible();
      // The kept page's own calls (to A) are over before the watch on B begins.
      await page.waitForLoadState('networkidle');
      const toB = await watchPage(page, API_B);
      await Promise.all([page.waitForEvent('load'), reload.click()]);
      await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
      // Every call now goes to backend B, and its policy admits B and only B.
      await toB.expectClean();
      expectSecurityHeaders(await request.get(`${shop.origin}/`), API_B);
      // The same build: the same code, and its files untouched.
      expect(await page.locator('script[type="module"]').getAttribute('src')).toBe(entryA);
      expect(readFileSync(join(DIST, 'index.html'), 'utf8')).toBe(builtIndex);
    } finally {
      await shop.stop();
    }
  });

  test('start.sh refuses a missing or broken API_URL with a message that says what to set', () => {
    const start = (apiUrl: string | undefined) => {
      const env: NodeJS.ProcessEnv = { ...process.env, SHOP_DIST: DIST, PORT: String(CHECK_PORT) };
      delete env.API_URL;
      if (apiUrl !== undefined) env.API_URL = apiUrl;
      const result = spawnSync('sh', ['deploy/start.sh', '-t'], { cwd: REPO, env, encoding: 'utf8' });
      return { status: result.status, stderr: result.stderr };
    };
    expect(start(undefined)).toEqual({
      status: 1,
      stderr: expect.stringContaining('API_URL is not set'),
    });
    for (const value of [
      'javascript:alert(1)',
      'https://api.example.test/"><script>',
      'ftp://files.example.test',
    ]) {
      expect(start(value)).toEqual({
        status: 1,
        stderr: expect.stringContaining(`API_URL="${value}" is not an http(s) origin`),
      });
    }
  });

  test('an https backend gets no http: images, and violations are reported where CSP_REPORT_URL says', async ({
    request,
  }) => {
    const shop = await startShop({
      name: 'https-backend',
      port: CHECK_PORT,
      apiUrl: 'https://api.example.test/',
      env: {
        CSP_REPORT_URL: 'https://reports.example.test/csp?source=shop',
        PAYMENT_HOSTS: 'pay.example.test, http://127.0.0.1:9000',
      },
    });
    try {
      const response = await request.get(`${shop.origin}/auth/login`);
      const policy = expectSecurityHeaders(response, 'https://api.example.test');
      expect(policy.get('report-uri')).toEqual(['https://reports.example.test/csp?source=shop']);
      expect(policy.get('report-to')).toEqual(['csp']);
      expect(response.headers()['reporting-endpoints']).toBe(
        'csp="https://reports.example.test/csp?source=shop"',
      );
      const html = await response.text();
      expect(html).toContain('<meta name="api-url" content="https://api.example.test" />');
      expect(html).toContain('<link rel="preconnect" href="https://api.example.test" crossorigin />');
      // The approval address may also lead to the hosts PAYMENT_HOSTS names (src/lib/backend/env.ts reads them).
      expect(html).toContain(
        '<meta name="payment-hosts" content="pay.example.test http://127.0.0.1:9000" />',
      );
    } finally {
      await shop.stop();
    }
  });

  test('a page without a valid backend address says so instead of showing a broken shop', async ({
    page,
  }) => {
    const watch = await watchPage(page, API_A);
    for (const [content, detail] of [
      // A deploy build served as it is, without deploy/start.sh.
      ['', 'No backend address'],
      ['javascript:alert(1)', 'Invalid API_URL "javascript:alert(1)"'],
    ] as const) {
      await page.route('**/shop/listing', async (route) => {
        const response = await route.fetch();
        const headers = response.headers();
        delete headers['content-encoding'];
        delete headers['content-length'];
        const body = (await response.text()).replace(`content="${API_A}"`, `content="${content}"`);
        await route.fulfill({ response, headers, body });
      });
      await page.goto('/shop/listing');
      await expect(page.getByRole('heading', { name: 'The shop is not configured' })).toBeVisible();
      await expect(page.getByRole('alert')).toContainText(detail);
      await page.unroute('**/shop/listing');
    }
    // Not one call left for a backend.
    expect([...watch.apiOrigins]).toEqual([]);
  });

  /** Every file of a directory, by its path inside it. */
  function filesIn(dir: string) {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
      .sort();
  }

  test('two starts at the same moment: one is refused naming the holder, the other serves every file of the build', async () => {
    test.slow();
    const runDir = join(RUN_ROOT, 'race');
    const origin = `http://127.0.0.1:${CHECK_PORT}`;
    const env = {
      ...process.env,
      API_URL: API_A,
      PORT: String(CHECK_PORT),
      LISTEN_ADDRESS: '127.0.0.1',
      SHOP_DIST: DIST,
      SHOP_RUN_DIR: runDir,
    };
    const starts = [0, 1].map(() => {
      const child = spawn('sh', ['deploy/start.sh'], { cwd: REPO, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
      return { child, exited, stderr: () => stderr };
    });
    try {
      // The one refused ends at once; the other serves.
      const refusedCode = await Promise.race(starts.map((start) => start.exited));
      expect(refusedCode).toBe(1);
      await waitForUrl(`${origin}/healthz`, 30_000);
      const refused = starts.find((start) => start.child.exitCode !== null);
      const served = starts.find((start) => start.child.exitCode === null);
      if (!refused || !served) throw new Error('one start was to serve and the other to be refused');
      expect(refused.stderr()).toContain(
        `another start holds the run directory ${runDir} (pid ${served.child.pid},`,
      );
      expect(refused.stderr()).toContain(`stop that one first (kill -QUIT ${served.child.pid})`);

      // The site being served holds every file of the build (the pages' compressed copies apart: pages are
      // compressed on the fly), and nginx sends each one whole.
      const [site = '', ...others] = readdirSync(join(runDir, 'sites'));
      expect(others).toEqual([]);
      const built = filesIn(DIST).filter((path) => !/\.html\.(gz|br)$/.test(path));
      expect(filesIn(join(runDir, 'sites', site, 'site'))).toEqual(built);
      // Pages are rewritten (the backend's address), so is the service worker (its pages' revisions), and nginx
      // serves no dot-file (.vite/).
      const files = built.filter(
        (path) => !path.endsWith('.html') && path !== SHOP_WORKER_FILE && !/(^|\/)\./.test(path),
      );
      const servedWorker = await fetch(`${origin}/${SHOP_WORKER_FILE}`).then((response) => response.text());
      expect(readFileSync(join(DIST, SHOP_WORKER_FILE), 'utf8')).toContain(PAGES_CONFIGURATION_PLACEHOLDER);
      expect(servedWorker).not.toContain(PAGES_CONFIGURATION_PLACEHOLDER);
      expect(servedWorker).toMatch(/"revision":"[0-9a-f]+-\d+","url":"index\.html"/);
      for (let index = 0; index < files.length; index += 25) {
        await Promise.all(
          files.slice(index, index + 25).map(async (path) => {
            const response = await fetch(`${origin}/${path}`, { headers: { 'Accept-Encoding': 'identity' } });
            expect(response.status, path).toBe(200);
            expect(
              Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(DIST, path))),
              path,
            ).toBe(true);
          }),
        );
      }
    } finally {
      for (const start of starts) if (start.child.pid) await stopProcess(start.child.pid);
    }
  });

  test('a restart while the stopped nginx still finishes a slow connection waits for it, then serves every file whole', async () => {
    test.slow();
    const name = 'drain';
    const first = await startShop({ name, port: RESTART_PORT, apiUrl: API_A });
    const healthz = `${first.origin}/healthz`;
    const answers = () =>
      fetch(healthz).then(
        () => true,
        () => false,
      );
    const built = filesIn(DIST).filter((path) => !/\.html\.(gz|br)$/.test(path));
    const [largest = ''] = built
      .filter((path) => !path.endsWith('.html') && path !== SHOP_WORKER_FILE && !/(^|\/)\./.test(path))
      .sort((a, b) => statSync(join(DIST, b)).size - statSync(join(DIST, a)).size);
    const log = logFile(name);
    const logBefore = readFileSync(log, 'utf8').length;
    const newLog = () => readFileSync(log, 'utf8').slice(logBefore);

    // A slow client: the old nginx has its request line, the rest of the request comes after the restart began.
    const slowClient = connect(RESTART_PORT, '127.0.0.1');
    await once(slowClient, 'connect');
    const received: Buffer[] = [];
    slowClient.on('data', (chunk: Buffer) => received.push(chunk));
    const ended = once(slowClient, 'end');
    slowClient.write(`GET /${largest} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);

    let second: RunningShop | undefined;
    try {
      // A graceful stop (QUIT, as an operator's restart sends): nginx stops listening, and its worker finishes
      // the open connection before it exits and lets the run directory go.
      if (first.process.pid) process.kill(first.process.pid, 'SIGQUIT');
      await expect.poll(answers).toBe(false);
      const restarting = startShop({ name, port: RESTART_PORT, apiUrl: API_B });
      await expect.poll(newLog).toContain('is shutting down');
      expect(startLockHeld(first.runDir)).toBe(true);

      slowClient.write('Accept-Encoding: identity\r\nConnection: close\r\n\r\n');
      await ended;
      second = await restarting;

      // The old nginx sent the slow client the whole file, and the new start said once that it waited.
      const response = Buffer.concat(received);
      const headEnd = response.indexOf('\r\n\r\n');
      expect(response.subarray(0, headEnd).toString()).toMatch(/^HTTP\/1\.1 200 /);
      expect(response.subarray(headEnd + 4).equals(readFileSync(join(DIST, largest)))).toBe(true);
      expect(newLog().split('is shutting down').length - 1).toBe(1);

      // The new start serves a whole copy of the build: every file there, the largest sent byte for byte.
      const [site = '', ...others] = readdirSync(join(second.runDir, 'sites'));
      expect(others).toEqual([]);
      expect(filesIn(join(second.runDir, 'sites', site, 'site'))).toEqual(built);
      const served = await fetch(`${second.origin}/${largest}`, {
        headers: { 'Accept-Encoding': 'identity' },
      });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(readFileSync(join(DIST, largest)))).toBe(true);
      expect(readFileSync(join(second.runDir, 'start.lock'), 'utf8')).toContain(`pid ${second.process.pid},`);
    } finally {
      slowClient.destroy();
      await second?.stop();
      await first.stop();
    }
  });

  test('a run directory made with mktemp is removed once nginx has stopped', async () => {
    const tmp = join(RUN_ROOT, 'mktemp-tmp');
    mkdirSync(tmp, { recursive: true });
    const shop = await startShop({
      name: 'mktemp',
      port: CHECK_PORT,
      apiUrl: API_A,
      // No SHOP_RUN_DIR nor XDG_RUNTIME_DIR: the default, a fresh mktemp -d in TMPDIR.
      env: { SHOP_RUN_DIR: '', XDG_RUNTIME_DIR: '', TMPDIR: tmp },
    });
    try {
      expect(readdirSync(tmp)).toEqual([expect.stringMatching(/^lokum-shop\./)]);
    } finally {
      await shop.stop();
    }
    expect(readdirSync(tmp)).toEqual([]);
  });
});

test.describe('a deploy nobody else on the machine can rewrite', () => {
  /** Runs deploy/start.sh to its end (a refusal, or -t) with `env` over the defaults of these tests. */
  function runStart(env: Record<string, string | undefined>, args: string[] = []) {
    const merged: NodeJS.ProcessEnv = {
      ...process.env,
      API_URL: API_A,
      PORT: String(CHECK_PORT),
      LISTEN_ADDRESS: '127.0.0.1',
      SHOP_DIST: DIST,
      ...env,
    };
    for (const [name, value] of Object.entries(env)) if (value === undefined) delete merged[name];
    const result = spawnSync('sh', ['deploy/start.sh', ...args], {
      cwd: REPO,
      env: merged,
      encoding: 'utf8',
    });
    return { status: result.status, stderr: result.stderr };
  }

  /** Every file below `dir` with its bytes, for byte-for-byte comparisons. */
  function snapshot(dir: string) {
    const files = new Map<string, string>();
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) {
        const path = join(entry.parentPath, entry.name);
        files.set(path, readFileSync(path).toString('base64'));
      }
    }
    return files;
  }

  test('a run directory with a planted symlink is refused, and the link’s target is untouched', () => {
    const runDir = join(RUN_ROOT, 'planted');
    const target = join(RUN_ROOT, 'planted-target.txt');
    mkdirSync(runDir, { recursive: true });
    writeFileSync(target, 'a file the attacker wants overwritten\n');
    // Another local user got there first: the config start.sh writes would land on their target.
    symlinkSync(target, join(runDir, 'security-headers.conf'));

    const refused = runStart({ SHOP_RUN_DIR: runDir });

    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`the run directory ${runDir} holds a symbolic link`);
    expect(readFileSync(target, 'utf8')).toBe('a file the attacker wants overwritten\n');
    expect(readdirSync(runDir)).toEqual(['security-headers.conf']);

    // The run directory itself a link, and one that others may write to: refused alike.
    const linked = join(RUN_ROOT, 'linked-run-dir');
    symlinkSync(runDir, linked);
    expect(runStart({ SHOP_RUN_DIR: linked }, ['-t']).stderr).toContain('is a symbolic link: refused');
    const open = join(RUN_ROOT, 'open-run-dir');
    mkdirSync(open);
    chmodSync(open, 0o777);
    expect(runStart({ SHOP_RUN_DIR: open }, ['-t']).stderr).toContain('writable by group or others: refused');
    expect(readdirSync(open)).toEqual([]);
  });

  test('a run directory below a directory others may write to is refused, naming that directory', () => {
    const open = join(RUN_ROOT, 'open-parent');
    const runDir = join(open, 'deeper', 'run');
    mkdirSync(open);
    // Another user could rename the run directory away after the start and put their own pages in its place.
    chmodSync(open, 0o777);

    const refused = runStart({ SHOP_RUN_DIR: runDir }, ['-t']);

    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `${open}, above the run directory ${runDir}, is writable by group or others and not sticky: refused`,
    );
    expect(readdirSync(open)).toEqual([]);
    // Sticky, as /tmp is: nobody can rename what is not theirs, so it is accepted.
    chmodSync(open, 0o1777);
    expect(runStart({ SHOP_RUN_DIR: runDir }, ['-t'])).toEqual({
      status: 0,
      stderr: expect.stringContaining('is valid (nothing was started or changed)'),
    });
  });

  test('a run directory nginx’s workers cannot read is refused with a message, before anything is served', () => {
    const runDir = join(RUN_ROOT, 'private');
    mkdirSync(runDir);
    chmodSync(runDir, 0o700);

    const result = runStart({ SHOP_RUN_DIR: runDir, PORT: String(CHECK_PORT) }, ['-t']);

    if (process.getuid?.() === 0) {
      // Started as root, nginx runs its workers as another user, who cannot pass the 700 directory.
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(
          `nginx's workers \\(user \\S+, as nginx is started as root\\) cannot read ${runDir}, so every page would be a 404: refused, nothing started. Let them through \\(chmod o\\+x ${runDir}\\)`,
        ),
      );
      expect(readdirSync(join(runDir, 'checks'))).toEqual([]);
    } else {
      // Started by anyone else, its workers are that user: the directory is theirs to read.
      expect(result.status).toBe(0);
    }
  });

  test('a run directory and a build that overlap are refused, and the build is left whole', () => {
    const runDir = join(RUN_ROOT, 'overlap');
    const build = join(runDir, 'site');
    mkdirSync(build, { recursive: true });
    const index = readFileSync(join(DIST, 'index.html'));
    writeFileSync(join(build, 'index.html'), index);

    const runHoldsBuild = runStart({ SHOP_RUN_DIR: runDir, SHOP_DIST: build });
    expect(runHoldsBuild.status).toBe(1);
    expect(runHoldsBuild.stderr).toContain('lies inside SHOP_RUN_DIR');
    const buildHoldsRun = runStart({ SHOP_RUN_DIR: join(build, 'run'), SHOP_DIST: build });
    expect(buildHoldsRun.status).toBe(1);
    expect(buildHoldsRun.stderr).toContain('lies inside SHOP_DIST');
    expect(readdirSync(build)).toEqual(['index.html']);
    expect(readFileSync(join(build, 'index.html')).equals(index)).toBe(true);
  });

  test('-t with another API_URL and a refused second start leave the served pages byte for byte the same', async ({
    request,
  }) => {
    const runDir = join(RUN_ROOT, 'shop');
    const paths = ['/', '/auth/login', '/shop/listing', '/auth/reset-password/abc123'];
    const serve = async () =>
      Promise.all(
        paths.map(async (path) => {
          const response = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } });
          return {
            path,
            body: (await response.body()).toString('base64'),
            csp: response.headers()['content-security-policy'],
          };
        }),
      );
    const servedBefore = await serve();
    const filesBefore = snapshot(runDir);
    expect(servedBefore[0]?.csp).toContain(API_A);

    const checked = runStart({ SHOP_RUN_DIR: runDir, API_URL: API_B, PORT: new URL(SHOP).port }, ['-t']);
    expect(checked).toEqual({
      status: 0,
      stderr: expect.stringContaining('is valid (nothing was started or changed)'),
    });
    const second = runStart({ SHOP_RUN_DIR: runDir, API_URL: API_B, PORT: new URL(SHOP).port });
    expect(second.status).toBe(1);
    // Refused by the lock its nginx holds, named by the pid nginx runs as.
    const nginxPid = readFileSync(join(runDir, 'nginx.pid'), 'utf8').trim();
    expect(second.stderr).toContain(
      `another start holds the run directory ${runDir} (pid ${nginxPid}, started `,
    );

    expect(await serve()).toEqual(servedBefore);
    const filesAfter = snapshot(runDir);
    // nginx's own temp files come and go; the site, its config and the pid file are as they were.
    const lasting = (files: Map<string, string>) =>
      new Map([...files].filter(([path]) => !path.startsWith(join(runDir, 'temp'))));
    expect(lasting(filesAfter)).toEqual(lasting(filesBefore));
  });

  test('an overlong or bad-port API_URL is refused before any file is written', () => {
    const runDir = join(RUN_ROOT, 'never-written');
    const emptyTmp = join(RUN_ROOT, 'empty-tmp');
    mkdirSync(emptyTmp, { recursive: true });
    const cases = [
      [`https://${'a'.repeat(60)}.${'b'.repeat(4_940)}.example`, 'characters long: at most 2048 are allowed'],
      [`https://${'a'.repeat(64)}.example`, 'a host name label longer than 63 characters'],
      ['http://127.0.0.1:0', 'API_URL has port 0: a port is 1-65535'],
      ['http://127.0.0.1:65536', 'API_URL has port 65536: a port is 1-65535'],
    ] as const;
    for (const [apiUrl, message] of cases) {
      for (const runDirSetting of [runDir, undefined]) {
        // Without SHOP_RUN_DIR the default (mktemp -d in TMPDIR) would be made: TMPDIR stays empty.
        const refused = runStart({
          API_URL: apiUrl,
          SHOP_RUN_DIR: runDirSetting,
          TMPDIR: emptyTmp,
          XDG_RUNTIME_DIR: undefined,
        });
        expect(refused.status, apiUrl.slice(0, 40)).toBe(1);
        expect(refused.stderr).toContain(message);
        expect(refused.stderr).not.toContain('nginx');
      }
    }
    expect(existsSync(runDir)).toBe(false);
    expect(readdirSync(emptyTmp)).toEqual([]);
  });

  test('nginx’s own 400, 405 and 414 answers carry the security headers', async ({ request }) => {
    const overlong = await request.get(`/${'a'.repeat(9_000)}`);
    expect(overlong.status()).toBe(414);
    expectSecurityHeaders(overlong, API_A);
    const notAllowed = await request.post('/favicon.svg');
    expect(notAllowed.status()).toBe(405);
    expectSecurityHeaders(notAllowed, API_A);

    // A path above the root: a client library would tidy it, so it goes over a plain socket.
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(new URL(SHOP).port), '127.0.0.1', () =>
        socket.end('GET /../../etc/passwd HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      );
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    const [statusLine = '', ...headerLines] = raw.split('\r\n\r\n')[0]?.split('\r\n') ?? [];
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    const headers = Object.fromEntries(
      headerLines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    expect(directives(headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(headers['content-security-policy']).get('connect-src')).toEqual(["'self'", API_A]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
  });

  test('a missing image, font or other static file is a 404, not index.html', async ({ request }) => {
    for (const path of [
      '/missing.png',
      '/images/missing.webp',
      '/fonts/missing.woff2',
      '/missing.ico',
      '/robots-missing.txt',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(await response.text(), path).toBe('Not found\n');
      expectSecurityHeaders(response, API_A);
    }
    // The favicon that is there is still served, and a route is still the app's.
    expect((await request.get('/favicon.svg')).status()).toBe(200);
    expect((await request.get('/shop/listing')).headers()['content-type']).toContain('text/html');
  });

  test('the access log holds no password-reset token and no email address from a query string', async ({
    page,
    request,
  }) => {
    const token = `e2e${Date.now().toString(36)}resettoken9f8e7d`;
    // The reset page loads its code with the page's address as Referer (same origin: the full path).
    await page.goto(`/auth/reset-password/${token}`);
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await request.get('/shop/search?keyword=ayse%40example.com&page=2');
    await request.get('/auth/request-reset?email=deniz@example.com');

    const log = logFile('shop');
    // nginx writes a line once its answer has gone: wait for the last request's.
    await expect
      .poll(() => readFileSync(log, 'utf8'))
      .toContain('"GET /auth/request-reset?[redacted] HTTP/1.1"');
    const lines = readFileSync(log, 'utf8');
    expect(lines).toContain('"GET /auth/reset-password/[redacted] HTTP/1.1" 200');
    expect(lines).toMatch(
      /"GET \/assets\/[^ ]+ HTTP\/1\.1" 200 \d+ "http:\/\/127\.0\.0\.1:\d+\/auth\/reset-password\/\[redacted\]"/,
    );
    expect(lines).toContain('"GET /shop/search?[redacted] HTTP/1.1"');
    expect(lines).toContain('"GET /auth/request-reset?[redacted] HTTP/1.1"');
    expect(lines).not.toContain(token);
    expect(lines).not.toContain('ayse');
    expect(lines).not.toContain('deniz@');
  });
});
