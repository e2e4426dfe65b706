import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './fixtures';
import { expectUploadedAsMyFile, isUploadRequest, NOT_AN_IMAGE_MESSAGE, PNG_1PX } from './admin-helpers';

const SEED_BANNERS = 3;

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
});

function featureImages(page: Page) {
  return page.getByRole('button', { name: /^Delete feature image \d+$/ });
}

test('uploads a feature image, adds it with Upload, then deletes it after the confirmation', async ({
  page,
}) => {
  await expect(featureImages(page)).toHaveCount(SEED_BANNERS);
  const addButton = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(addButton).toBeDisabled();

  const upload = page.waitForRequest(isUploadRequest);
  await page
    .getByLabel('Feature Image', { exact: true })
    .setInputFiles({ name: 'bayram.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expectUploadedAsMyFile(
    await upload,
    page.getByRole('img', { name: 'Uploaded image preview' }),
    PNG_1PX,
  );

  const add = page.waitForRequest((request) => request.url().includes('/api/common/feature/add'));
  await addButton.click();
  expect((await add).postDataJSON()).toEqual({ image: expect.stringMatching(/^data:image\/png;base64,/) });
  await expect(featureImages(page)).toHaveCount(SEED_BANNERS + 1);
  // The upload is cleared for the next image.
  await expect(page.getByRole('img', { name: 'Uploaded image preview' })).toHaveCount(0);
  await expect(addButton).toBeDisabled();

  await page.getByRole('button', { name: `Delete feature image ${SEED_BANNERS + 1}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete feature image' });
  await expect(confirm.getByText('Are you sure you want to delete this image?')).toBeVisible();
  const remove = page.waitForRequest((request) => request.url().includes('/api/common/feature/delete/'));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await remove).method()).toBe('DELETE');
  await expect(confirm).toBeHidden();
  await expect(featureImages(page)).toHaveCount(SEED_BANNERS);
});

test("shows 'No feature images available' once every image is deleted", async ({ page }) => {
  await expect(featureImages(page)).toHaveCount(SEED_BANNERS);
  for (let remaining = SEED_BANNERS; remaining > 0; remaining -= 1) {
    await featureImages(page).first().click();
    const confirm = page.getByRole('dialog', { name: 'Delete feature image' });
    await expect(confirm.getByText('Are you sure you want to delete this image?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(featureImages(page)).toHaveCount(remaining - 1);
  }
  await expect(page.getByText('No feature images available')).toBeVisible();
});

test('refuses a file that is not an image on the dashboard too', async ({ page }) => {
  await page
    .getByLabel('Feature Image', { exact: true })
    .setInputFiles({ name: 'banner.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert').filter({ hasText: NOT_AN_IMAGE_MESSAGE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();
});
