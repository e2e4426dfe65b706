import { expect, test } from './fixtures';

test('the shop opens on the mock backend', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page).toHaveTitle(/Lokum & Co\./);
});

test('an unknown path shows the not-found message', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'The page does not exist' })).toBeVisible();
});
