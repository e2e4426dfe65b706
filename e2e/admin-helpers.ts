import { expect, type Locator, type Page, type Request } from '@playwright/test';

// A valid 1×1 PNG: small enough that the mock backend keeps it in its stored state across reloads.
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const NOT_AN_IMAGE_MESSAGE = 'Only image files can be uploaded (PNG, JPEG, GIF, WebP, AVIF or SVG)';

export function isUploadRequest(request: Request) {
  return request.method() === 'POST' && request.url().includes('/api/admin/products/upload-image');
}

/**
 * The upload is multipart with the image in the field `my_file` (docs/behaviour.md#backend-calls). Chromium does not hand file
 * bodies to Playwright, so the field is proven by the answer: the mock backend reads only `my_file` and echoes
 * that file back as a data URL, which the preview then shows.
 */
export async function expectUploadedAsMyFile(request: Request, preview: Locator, png: Buffer) {
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  // The mock encodes the file inside the service worker, which a busy CI machine can starve for a while.
  await expect(preview).toHaveAttribute('src', `data:image/png;base64,${png.toString('base64')}`, {
    timeout: 20_000,
  });
}

export async function openAdminPage(page: Page, name: 'Dashboard' | 'Products' | 'Orders') {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name }).click();
}
