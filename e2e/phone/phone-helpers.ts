import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures';

/** WCAG 2.2 target size (2.5.8, AA): every control at least this many CSS px wide and tall. */
const MIN_TARGET = 24;
/** The purchase controls on phones: Add to cart, quantity − / +, delete line, Checkout, Order Now. */
const PURCHASE_TARGET = 44;

/**
 * The controls in the page (or in `within`) smaller than `minimum` CSS px either way, as "name width×height".
 * A visually hidden input (a star of the rating picker) is pressed through its label, so the label is measured;
 * copies made inert or hidden from assistive tech (the rows' decorative repeats) are no targets.
 */
async function undersizedTargets(page: Page, within?: string, minimum = MIN_TARGET) {
  return page.evaluate(
    ({ scope, least }) => {
      const root = scope ? document.querySelector(scope) : document.body;
      if (!root) return [`nothing matches ${scope}`];
      const CONTROLS = [
        'a[href]',
        'button',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        'summary',
        '[role="button"]',
        '[role="link"]',
        '[role="checkbox"]',
        '[role="radio"]',
        '[role="switch"]',
        '[role="tab"]',
        '[role="menuitem"]',
        '[role="option"]',
        '[role="slider"]',
        '[tabindex]:not([tabindex="-1"])',
      ].join(',');
      const undersized: string[] = [];
      for (const control of root.querySelectorAll<HTMLElement>(CONTROLS)) {
        if (control.closest('[inert], [aria-hidden="true"]')) continue;
        if (!control.checkVisibility({ visibilityProperty: true })) continue;
        let target: HTMLElement = control;
        let { width, height } = control.getBoundingClientRect();
        const visuallyHidden = width <= 1 || height <= 1 || getComputedStyle(control).opacity === '0';
        if (visuallyHidden) {
          const label = control instanceof HTMLInputElement ? control.labels?.[0] : undefined;
          if (!label) continue;
          target = label;
          ({ width, height } = label.getBoundingClientRect());
        }
        if (width >= least && height >= least) continue;
        const name =
          control.getAttribute('aria-label') ?? (target.textContent?.trim() || control.tagName.toLowerCase());
        undersized.push(`${name.slice(0, 40)} ${Math.round(width)}×${Math.round(height)}`);
      }
      return undersized;
    },
    { scope: within, least: minimum },
  );
}

/** No control on `screen` below 24 × 24 CSS px (recorded softly, so one run lists every screen). */
export async function expectTouchTargets(page: Page, screen: string, within?: string) {
  expect.soft(await undersizedTargets(page, within), `targets under 24 × 24 px on "${screen}"`).toEqual([]);
}

/**
 * A purchase control is at least 44 × 44 CSS px; its measured size is kept on the test as an annotation
 * ("size: Add to Cart 364×44").
 */
export async function expectPurchaseTarget(control: Locator, name: string) {
  // Measured again if the control is replaced meanwhile (the app's page replacing start-up's early cards).
  type Box = Awaited<ReturnType<Locator['boundingBox']>>;
  let box = null as Box;
  await expect(async () => {
    box = await control.boundingBox();
    expect(box, `${name} has a box`).not.toBeNull();
  }).toPass({ timeout: 10_000 });
  const width = Math.round(box?.width ?? 0);
  const height = Math.round(box?.height ?? 0);
  test.info().annotations.push({ type: 'size', description: `${name} ${width}×${height}` });
  expect.soft(width, `${name} width`).toBeGreaterThanOrEqual(PURCHASE_TARGET);
  expect.soft(height, `${name} height`).toBeGreaterThanOrEqual(PURCHASE_TARGET);
}

/** Waits until the page has settled: its requests answered, fonts and eager images in, and laid out. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => image.loading !== 'lazy')
        .map((image) => image.decode().catch(() => undefined)),
    );
    // Two frames: layout after the last image or font has been applied.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Once the page has settled, the document is no wider than the window: nothing scrolls sideways. The figures are
 * kept as an annotation ("scroll: /shop/home 360/360").
 */
export async function expectNoSidewaysScroll(page: Page, screen: string, width: number) {
  await settle(page);
  const measured = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    innerWidth: window.innerWidth,
  }));
  test.info().annotations.push({
    type: 'scroll',
    description: `${screen} ${measured.scrollWidth}/${measured.innerWidth}`,
  });
  // A phone's browser widens its layout viewport (and window.innerWidth) to fit content that overflows, so the
  // document is held to the width the test set, and the window must still be that wide.
  expect.soft(measured.scrollWidth, `document width on "${screen}"`).toBeLessThanOrEqual(width);
  expect.soft(measured.innerWidth, `window width on "${screen}"`).toBe(width);
}
