import { countRequests, destructiveToastWith, seedAddresses, toastWith } from './cart-helpers';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const SEEDED = 'Moda Caddesi 42, Kadıköy, Istanbul';

async function openAddressTab(page: Page) {
  await page.goto('/shop/account');
  await page.getByRole('tab', { name: 'Address' }).click();
  await expect(page.getByRole('listitem', { name: SEEDED })).toBeVisible();
}

async function fillAddress(
  page: Page,
  values: { address: string; city: string; pincode: string; phone: string; notes: string },
) {
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill(values.address);
  await page.getByRole('textbox', { name: 'City', exact: true }).fill(values.city);
  await page.getByRole('textbox', { name: 'Pincode', exact: true }).fill(values.pincode);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(values.phone);
  await page.getByRole('textbox', { name: 'Notes', exact: true }).fill(values.notes);
}

const address = (n: number) => ({
  address: `Bağdat Caddesi ${n}`,
  city: 'Istanbul',
  pincode: `3473${n}`,
  phone: `+90 555 000 00${n}${n}`,
  notes: `Door ${n}`,
});

test.describe('address manager', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await openAddressTab(page);
  });

  test('submit stays disabled until all five fields are non-blank after trimming', async ({ page }) => {
    const submit = page.getByRole('button', { name: 'Add Address' });
    await expect(submit).toBeDisabled();
    await fillAddress(page, { ...address(5), notes: '   ' });
    await expect(submit).toBeDisabled();
    await page.getByRole('textbox', { name: 'Notes', exact: true }).fill('Leave with the neighbour');
    await expect(submit).toBeEnabled();
    await page.getByRole('textbox', { name: 'City', exact: true }).fill(' ');
    await expect(submit).toBeDisabled();
  });

  test('adds up to 3, then refuses a 4th with a toast, a reset form and no request', async ({ page }) => {
    // Setup: the seeded address plus one saved earlier; the third goes through the form.
    await seedAddresses(page, [address(1)]);
    await openAddressTab(page);
    const adds = countRequests(page, 'POST', '/api/shop/address/add');
    await fillAddress(page, address(2));
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(toastWith(page, 'Address added successfully')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Bağdat Caddesi 2, Istanbul' })).toBeVisible();
    // The form starts over after a save.
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('');
    expect(adds.count()).toBe(1);

    await fillAddress(page, address(4));
    await page.getByRole('button', { name: 'Add Address' }).click();
    await expect(destructiveToastWith(page, 'You can add max 3 addresses')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue('');
    await expect(page.getByRole('listitem')).toHaveCount(3);
    expect(adds.count()).toBe(1);
  });
});

test.describe('address manager with 3 saved addresses', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await page.goto('/shop/account');
    await seedAddresses(page, [address(1), address(2)]);
    await openAddressTab(page);
    await expect(page.getByRole('listitem')).toHaveCount(3);
  });

  test('editing is still allowed and fills the form from the chosen address', async ({ page }) => {
    await page.getByRole('button', { name: 'Edit Bağdat Caddesi 2, Istanbul' }).click();
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('Bağdat Caddesi 2');
    await expect(page.getByRole('textbox', { name: 'Pincode', exact: true })).toHaveValue('34732');
    await expect(page.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue('Door 2');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Ankara');
    await page.getByRole('button', { name: 'Update Address' }).click();
    await expect(toastWith(page, 'Address updated successfully')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Bağdat Caddesi 2, Ankara' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Address' })).toBeDisabled();
    await expect(page.getByRole('listitem')).toHaveCount(3);
  });

  test('delete removes the address', async ({ page }) => {
    await page.getByRole('button', { name: 'Delete Bağdat Caddesi 1, Istanbul' }).click();
    await expect(toastWith(page, 'Address deleted successfully')).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Bağdat Caddesi 1, Istanbul' })).toHaveCount(0);
    await expect(page.getByRole('listitem')).toHaveCount(2);
  });
});
