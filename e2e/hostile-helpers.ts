import { expect, type Locator, type Page } from '@playwright/test';

interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/**
 * Records every `securitypolicyviolation` of the page (from the first script on) on window, and every console
 * message that names the policy, so a test can assert that the app runs under its CSP without tripping it.
 */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy|refused to/i.test(message.text()))
      consoleMessages.push(`${message.type()}: ${message.text()}`);
  });
  return {
    consoleMessages,
    /** The violations the current document has seen (init scripts run again on each full load). */
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
  };
}

/** Fails the test if the page opens an alert, confirm or prompt (e.g. an injected `alert(1)` ran). */
export function failOnDialogs(page: Page) {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** The markup payloads a hostile backend (or a hostile shopper, via reviews) might send. */
export const IMG_PAYLOAD = '<img src=x onerror=alert(1)>';
export const SCRIPT_PAYLOAD = '<script>alert(1)</script>';

/** No element came out of the payloads: no script outside the app's own, and no <img src="x">. */
export async function expectNoInjectedElements(page: Page) {
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  const inlineScripts = await page
    .locator('script:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  expect(inlineScripts.filter((text) => text.includes('alert(1)'))).toEqual([]);
}

/** The page does not scroll sideways: long unbroken text wraps instead of widening the document. */
export async function expectNoHorizontalOverflow(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/**
 * The element's text wraps inside its own box: nothing sticks out sideways. (The page-level check alone misses
 * text in a dialog, which is fixed-position and never widens the document.)
 */
export async function expectWrapped(element: Locator) {
  await expect(element).toBeVisible();
  const { scrollWidth, clientWidth } = await element.evaluate((node) => ({
    scrollWidth: node.scrollWidth,
    clientWidth: node.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
}
