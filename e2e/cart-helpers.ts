import { expect, type Page } from '@playwright/test';

/** Seed products (spec fixtures of the mock catalog). */
export const ANTEP = { id: '64b0c0a1f1e2d3c4b5a60001', title: 'Antep Fıstıklı Baklava, 500 g', price: 24.99 };
/** On sale: 18.99 → 15.99. */
export const CEVIZLI = { id: '64b0c0a1f1e2d3c4b5a60002', title: 'Cevizli Baklava, 500 g', price: 15.99 };
/** totalStock 2. */
export const HAVUC = { id: '64b0c0a1f1e2d3c4b5a60003', title: 'Havuç Dilimi Baklava, 1 kg' };

/**
 * Test SETUP only: puts lines in the signed-in shopper's cart through the backend, as another tab would.
 * Tests about adding to the cart use the real buttons; this serves tests about what happens afterwards.
 */
export async function seedCart(page: Page, lines: { productId: string; quantity: number }[]) {
  // Seed from a light page: the home page's rows keep the main thread (and so the mock worker) busy.
  if (!/\/shop\/(account|checkout)|\/auth\//.test(page.url())) await page.goto('/shop/account');
  await page.waitForFunction(() => window.__mockBackend !== undefined);
  await page.evaluate(async (items) => {
    const stored = JSON.parse(window.localStorage.getItem('shop-auth') ?? '{}') as {
      state?: { token?: string; user?: { id?: string } };
    };
    const token = stored.state?.token ?? '';
    const userId = stored.state?.user?.id ?? '';
    for (const item of items) {
      const response = await fetch('/api/shop/cart/add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ userId, productId: item.productId, quantity: item.quantity }),
      });
      if (!response.ok) throw new Error(`seeding the cart failed: ${response.status}`);
    }
  }, lines);
}

/** Test SETUP only: saves addresses for the signed-in shopper through the backend. */
export async function seedAddresses(
  page: Page,
  addresses: { address: string; city: string; pincode: string; phone: string; notes: string }[],
) {
  await page.waitForFunction(() => window.__mockBackend !== undefined);
  await page.evaluate(async (list) => {
    const stored = JSON.parse(window.localStorage.getItem('shop-auth') ?? '{}') as {
      state?: { token?: string; user?: { id?: string } };
    };
    for (const address of list) {
      const response = await fetch('/api/shop/address/add', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${stored.state?.token ?? ''}` },
        body: JSON.stringify({ ...address, userId: stored.state?.user?.id ?? '' }),
      });
      if (!response.ok) throw new Error(`seeding addresses failed: ${response.status}`);
    }
  }, addresses);
}

export function cartButton(page: Page) {
  return page.getByRole('button', { name: /^Cart, \d+ items?$/ });
}

export async function openCart(page: Page) {
  await cartButton(page).click();
  const sheet = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The single visible toast (success toasts are a status, destructive ones an alert). */
export function toastWith(page: Page, text: string) {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** A destructive toast: the toaster announces those in its assertive alert region. */
export function destructiveToastWith(page: Page, text: string) {
  return page.locator('[role="alert"][aria-live="assertive"]').getByTestId('toast').filter({ hasText: text });
}

/** Counts requests the page sends to an API path, served by the mock backend's service worker. */
export function countRequests(page: Page, method: string, path: string) {
  const seen: string[] = [];
  const finished: string[] = [];
  const matches = (request: { method(): string; url(): string }) =>
    request.method() === method && new URL(request.url()).pathname === path;
  page.on('request', (request) => {
    if (matches(request)) seen.push(request.url());
  });
  page.on('requestfinished', (request) => {
    if (matches(request)) finished.push(request.url());
  });
  return { count: () => seen.length, finished: () => finished.length };
}
