import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { openCart } from '../cart-helpers';
import { ADMIN, expect, signIn, test, type Page } from '../fixtures';
import { recordCspViolations } from '../hostile-helpers';
import { API_A, API_B, CHECK_PORT, DIST, REPO, RESTART_PORT, SHOP, startShop } from './deploy-servers';

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
  test('the prerendered sign-in and sign-up pages come from their own files, naming this server’s backend', async ({
    request,
    browser,
  }) => {
    for (const [path, heading] of [
      ['/auth/login', 'Sign in to your account'],
      ['/auth/register', 'Create New Account'],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(heading);
      expect(html).toContain(`<meta name="api-url" content="${API_A}" />`);
      // One policy: the header. A <meta> policy would be enforced on top of it.
      expect(html).not.toContain('Content-Security-Policy');
    }
    // Any other route gets index.html, with no page prerendered into it.
    const fallback = await (await request.get('/shop/listing')).text();
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
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
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

      await shop.stop();
      shop = await startShop({ name: 'restart', port: RESTART_PORT, apiUrl: API_B });
      const toB = await watchPage(page, API_B);
      await page.reload();
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
      env: { CSP_REPORT_URL: 'https://reports.example.test/csp?source=shop' },
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
});
