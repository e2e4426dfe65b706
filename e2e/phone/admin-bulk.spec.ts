import { seedOrders } from '../../mocks/seed-accounts';
import { OPEN_DIALOG, scan, WCAG_22_TAGS } from '../a11y-helpers';
import { ADMIN, expect, storeSession, test, waitForMockCalls, type Page } from '../fixtures';
import { expectTouchTargets } from './phone-helpers';

const NEWEST_FIRST = [...seedOrders].sort((a, b) => b.orderDate.localeCompare(a.orderDate)).map((o) => o._id);

/** axe with WCAG 2.2 A/AA (target size included) and every control at least 24 × 24 px. */
async function check(page: Page, screen: string, within?: string) {
  await scan(page, `${screen} (phone)`, within, { tags: WCAG_22_TAGS });
  await expectTouchTargets(page, screen, within);
}

test('on a phone the orders are selected and their status set with the keyboard alone; axe and target sizes pass', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await storeSession(page, ADMIN);
  await page.goto('/admin/orders');
  const first = page.getByRole('checkbox', { name: `Select order ${NEWEST_FIRST[0]}` });
  await expect(first).toBeVisible();
  await check(page, '/admin/orders with the selection column');

  await first.focus();
  await page.keyboard.press('Space');
  // Each row: its box, then its View Details button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: `Select order ${NEWEST_FIRST[1]}` })).toBeFocused();
  await page.keyboard.press('Shift+Space');
  const bar = page.getByRole('region', { name: 'Selected orders' });
  await expect(bar.getByText('2 orders selected')).toBeVisible();

  // Back up from the table to the bulk action, as a keyboard user would.
  const setStatus = bar.getByRole('button', { name: 'Set Status' });
  const statusBox = bar.getByRole('combobox', { name: 'New status' });
  for (
    let step = 0;
    step < 12 && !(await statusBox.evaluate((box) => box === document.activeElement));
    step += 1
  )
    await page.keyboard.press('Shift+Tab');
  await expect(statusBox).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const delivered = page.getByRole('option', { name: 'Delivered' });
  await delivered.waitFor();
  for (
    let step = 0;
    step < 10 && (await delivered.getAttribute('data-combobox-selected')) === null;
    step += 1
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(setStatus).toBeFocused();
  await expect(setStatus).toBeInViewport();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Set 2 orders to Delivered?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await check(page, 'bulk status confirmation', OPEN_DIALOG);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('alert')).toContainText('2 of 2 orders set to Delivered');
  await waitForMockCalls(page, 'PUT', /\/api\/admin\/orders\/update\//, { count: 2 });
  await check(page, '/admin/orders with the bulk result');
});
