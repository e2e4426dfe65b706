/**
 * Draws the installed app's icons (public/icons/*.png, named in public/manifest*.webmanifest) from the shop's
 * logo, public/favicon.svg, in the system Chromium: run `node tools/make-app-icons.ts` after the logo changes.
 * "any" icons show the logo on white with a small margin; the maskable one keeps it inside the central 60 %,
 * the zone that every platform's mask (circle, squircle, rounded square) leaves visible.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = resolve(import.meta.dirname, '../public');
const logo = readFileSync(resolve(PUBLIC, 'favicon.svg'), 'utf8');
const ICONS = [
  { file: 'icon-192.png', size: 192, logoShare: 0.8 },
  { file: 'icon-512.png', size: 512, logoShare: 0.8 },
  { file: 'icon-maskable-512.png', size: 512, logoShare: 0.6 },
];

const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
});
try {
  for (const { file, size, logoShare } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const logoSize = Math.round(size * logoShare);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:#fff">` +
        logo.replace('<svg ', `<svg style="width:${logoSize}px;height:${logoSize}px" `) +
        '</body>',
    );
    await page.screenshot({ path: resolve(PUBLIC, 'icons', file) });
    await page.close();
    console.log(`public/icons/${file}: ${size} × ${size}`);
  }
} finally {
  await browser.close();
}
