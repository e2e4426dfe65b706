import { expect, test } from '../fixtures';
import { desktopChromiumLaunchOptions } from '../playwright-shared';

// The project `deploy-nginx`: the shop can be installed from the deploy build behind nginx, described in the
// visitor's language. In Chromium itself: its headless shell, the other tests' browser, checks no installability.
test.use({ launchOptions: desktopChromiumLaunchOptions });

test('the landing links a manifest Chrome finds installable, sent by nginx as a manifest and revalidated', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are private windows, where Chrome installs nothing ('in-incognito'); every
  // check of the page and its manifest (name, start URL, display, icons that load at their sizes) passes.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  const { url } = await cdp.send('Page.getAppManifest');
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');

  const response = await request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as { icons: { src: string }[] };
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test('a shopper reading Turkish installs the shop described in Turkish', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Türkçe' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.tr.webmanifest');
  // Chosen once, the language is the manifest's from the first load on.
  await page.reload();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.tr.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () => (await cdp.send('Page.getAppManifest')).data)
    .toContain('"description": "Türk tatlıları');
});
