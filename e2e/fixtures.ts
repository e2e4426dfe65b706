import { expect, test as base, type Page } from '@playwright/test';
import type { MockRequestRecord } from '../mocks/browser';
import type { MockOverride } from '../mocks/overrides';

export const SHOPPER = { email: 'shopper@lokum.shop', password: 'shopper123', userName: 'Deniz Aydın' };
export const ADMIN = { email: 'admin@lokum.shop', password: 'admin123', userName: 'Selin Admin' };

export interface MockEmail {
  to: string;
  subject: string;
  code: string;
}

/** Every email the mock backend "sent" (verification codes, reset tokens), read from the running page. */
export async function readOutbox(page: Page): Promise<MockEmail[]> {
  await page.waitForFunction(() => window.__mockBackend !== undefined);
  return page.evaluate(() => window.__mockBackend?.outbox() ?? []);
}

/**
 * Makes the mock backend in this tab answer matching requests with a fault or a given body (MSW runtime
 * handlers, kept in sessionStorage so they survive reloads). The overrides of the latest call win over older
 * ones; within one call, the first given wins.
 */
export async function overrideBackend(page: Page, ...overrides: MockOverride[]) {
  await page.waitForFunction(() => window.__mockBackend !== undefined);
  await page.evaluate((added) => window.__mockBackend?.override(...added), overrides);
}

/** The mock backend's request log of this page (since it loaded): every backend call and who answered it. */
export async function mockRequests(page: Page): Promise<MockRequestRecord[]> {
  await page.waitForFunction(() => window.__mockBackend !== undefined);
  return page.evaluate(() => window.__mockBackend?.requests() ?? []);
}

/**
 * Waits until the mock backend has finished with `count` calls of `method` to a path matching `path` (an answer,
 * or the network error it was told to give), and returns those calls. For "nothing changed" checks: they look
 * only after the server has had its say. A delayed call ends when its late answer has gone back.
 */
export async function waitForMockCalls(
  page: Page,
  method: MockOverride['method'],
  path: RegExp,
  { count = 1, timeout = 30_000 }: { count?: number; timeout?: number } = {},
) {
  const matching = async () =>
    (await mockRequests(page)).filter(
      (record) => (method === '*' || record.method === method) && path.test(record.path.split('?')[0] ?? ''),
    );
  await expect
    .poll(async () => (await matching()).filter((record) => record.ended).length, {
      message: `the mock backend answers ${count} × ${method} ${String(path)}`,
      timeout,
    })
    .toBeGreaterThanOrEqual(count);
  return matching();
}

export async function clearBackendOverrides(page: Page) {
  await page.waitForFunction(() => window.__mockBackend !== undefined);
  await page.evaluate(() => window.__mockBackend?.clearOverrides());
}

/**
 * Records every toast the page shows, on the page as it is now and from the next load on, even one that came and
 * went between two checks (toasts last 2000 ms; a busy machine can miss that window). Returns a reader of their
 * texts.
 */
export async function recordToasts(page: Page) {
  const startRecording = () => {
    if ('__toastLog' in window) return;
    const seen: string[] = [];
    Object.assign(window, { __toastLog: seen });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  };
  await page.addInitScript(startRecording);
  await page.evaluate(startRecording);
  return () =>
    page.evaluate(() => ((window as unknown as { __toastLog?: string[] }).__toastLog ?? []).join(' | '));
}

/**
 * Test SETUP only: signs in through the backend and stores the session as the app does, without rendering the
 * shop home on the way (tests of the sign-in screen use `signIn`). Leaves the page on /auth/login: go to the
 * page under test next, so overrides can be set before it loads.
 */
export async function storeSession(page: Page, account: { email: string; password: string } = SHOPPER) {
  await page.goto('/auth/login');
  await page.waitForFunction(() => window.__mockBackend !== undefined);
  await page.evaluate(async ({ email, password }) => {
    const response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as {
      success: boolean;
      message?: string;
      token?: string;
      user?: unknown;
    };
    if (!body.success) throw new Error(`signing in failed: ${body.message ?? response.status}`);
    window.localStorage.setItem(
      'shop-auth',
      JSON.stringify({ state: { token: body.token, user: body.user }, version: 0 }),
    );
  }, account);
}

/**
 * Says whether the page has committed a navigation to `pathname` since this call. A request sent before that
 * came from the page before (a loader of the page a sign-in landed on can still be sending as the next
 * navigation starts); one sent after it is the new document's own.
 */
export function committedTo(page: Page, pathname: string) {
  let committed = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname === pathname) committed = true;
  });
  return () => committed;
}

export async function signIn(page: Page, account: { email: string; password: string } = SHOPPER) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/**
 * The mock backend's data shape a project runs in (see mocks/data-shape.ts): `ours`, or `original`, which
 * stores and answers data the way the contract's original backend does (category ids, prices as text…).
 */
export type DataShape = 'ours' | 'original';

/** How the store spells a category: its label in our shape, its camel-case id in the original one. */
export function storedCategory(shape: DataShape, label: string) {
  if (shape === 'ours') return label;
  const [first = '', ...rest] = label.toLowerCase().split(/\s+/);
  return first + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/**
 * How the mock backend behaves (mocks/handlers/server-manners.ts): as the contract says, or with the manners of
 * the contract's original server (a cookie session, routes it lacks, a search keyword read as a pattern).
 */
export type ServerManners = 'contract' | 'original';

export const test = base.extend<{ page: Page }, { mockShape: DataShape; mockServer: ServerManners }>({
  mockShape: ['ours', { option: true, scope: 'worker' }],
  mockServer: ['contract', { option: true, scope: 'worker' }],
  page: async ({ page, mockShape, mockServer }, use) => {
    // A short mock latency keeps the suite quick while loading states still happen.
    // Set only when unset: a test that slows the backend on purpose keeps its latency across page loads.
    await page.addInitScript(
      ({ shape, server }) => {
        if (window.localStorage.getItem('mock-latency-ms') === null) {
          window.localStorage.setItem('mock-latency-ms', '60');
        }
        if (window.localStorage.getItem('mock-shape') === null)
          window.localStorage.setItem('mock-shape', shape);
        if (window.localStorage.getItem('mock-server') === null)
          window.localStorage.setItem('mock-server', server);
      },
      { shape: mockShape, server: mockServer },
    );
    await use(page);
  },
});

export { expect };
export type { Page };
