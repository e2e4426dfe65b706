import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, type Page } from './fixtures';

/**
 * WCAG 2.0 and 2.1, levels A and AA, and axe's best practices: the rules on landmarks and headings (one `main`,
 * all content inside landmarks, one `banner`, an `h1`, no skipped heading level) are filed there.
 */
const WCAG_21_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The same and WCAG 2.2 AA, which adds target size (24 × 24 CSS px) among others. */
export const WCAG_22_TAGS = [...WCAG_21_TAGS, 'wcag22aa'];
/** Only axe's minor findings pass; a moderate one fails the scan like a serious or critical one. */
const BLOCKING = new Set(['moderate', 'serious', 'critical']);

/** An open modal dialog or sheet (Mantine renders only open ones), and an open menu. */
export const OPEN_DIALOG = 'section[role="dialog"][aria-modal="true"]';
export const OPEN_MENU = '[role="menu"]';

/**
 * Scans the page as it stands (or only `within`, for a dialog or menu over a page already scanned) and records
 * (softly, so one run lists every screen's problems) each moderate, serious or critical violation of the given tags
 * with its rule id, impact and the elements it was found on. `inPageOnly` runs axe.run in the page itself,
 * instead of finishing in a blank page that AxeBuilder opens and closes in the same browser context.
 */
export async function scan(
  page: Page,
  screen: string,
  within?: string,
  { inPageOnly = false, tags = WCAG_21_TAGS }: { inPageOnly?: boolean; tags?: string[] } = {},
) {
  const builder = new AxeBuilder({ page }).withTags(tags);
  if (within) {
    await atRest(page, within);
    builder.include(within);
  }
  if (inPageOnly) builder.setLegacyMode();
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const report = blocking
    .map(
      (violation) =>
        `  ${violation.id} [${violation.impact}] ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `      at ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
          )
          .concat(violation.nodes.length > 5 ? [`      … and ${violation.nodes.length - 5} more`] : [])
          .join('\n'),
    )
    .join('\n');
  expect
    .soft(
      blocking.map((violation) => violation.id),
      `axe on "${screen}":\n${report}`,
    )
    .toEqual([]);
}

/**
 * Dialogs, sheets and menus fade and slide in: a scan of one waits until every element `selector` matches is fully
 * shown, so contrast is measured at rest (a half-faded button measures 4.48:1 where it rests at 4.5:1 or more).
 */
async function atRest(page: Page, selector: string) {
  await expect(page.locator(selector).first()).toBeVisible();
  await expect.poll(() => page.locator(selector).evaluateAll(allAtRest)).toBe(true);
}

/** Runs in the page: self-contained. */
function allAtRest(elements: Element[]) {
  return elements.every((element) => {
    const { opacity, transform } = getComputedStyle(element);
    return opacity === '1' && (transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)');
  });
}

/** Dialogs and sheets fade and slide in: scan once they are fully shown, so contrast is measured at rest. */
export async function shown(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluateAll(allAtRest)).toBe(true);
}

export async function closeWithEscape(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
