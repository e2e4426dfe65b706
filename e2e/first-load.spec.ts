import { expect, test } from './fixtures';

test.describe('before any script has run', () => {
  test.use({ javaScriptEnabled: false });

  test("an app page paints the shop's name and a loading placeholder; a prerendered page has none", async ({
    page,
  }) => {
    await page.goto('/shop/listing');
    const placeholder = page.locator('#startup-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder.getByText('Lokum & Co.')).toBeVisible();
    await expect(placeholder).toHaveAttribute('aria-busy', 'true');
    await expect(placeholder).toHaveAttribute('aria-label', 'Loading the shop');

    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.locator('#startup-placeholder')).toHaveCount(0);
  });
});

test('the first page takes the placeholder’s place, and nothing of it is left', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Turkish sweets, coffee, spices and more' }),
  ).toBeVisible();
  await expect(page.locator('#startup-placeholder')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
});
