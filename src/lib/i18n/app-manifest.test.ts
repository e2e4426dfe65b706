import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_MANIFEST } from './i18n';
import { LOCALES } from '@/boot/preferred-locale';

const ROOT = resolve(import.meta.dirname, '../../..');
const publicFile = (path: string) => readFileSync(resolve(ROOT, 'public', `.${path}`));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the web app manifests', () => {
  it('index.html links the English one', () => {
    const html = readFileSync(resolve(ROOT, 'index.html'), 'utf8');
    expect(html).toContain(`<link rel="manifest" href="${APP_MANIFEST.en}" />`);
  });

  it.each(LOCALES)(
    'the %s one names the shop, opens its home and lists icons that are what they say',
    (locale) => {
      const manifest = JSON.parse(publicFile(APP_MANIFEST[locale]).toString('utf8')) as {
        name: string;
        short_name: string;
        lang: string;
        start_url: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name: 'Lokum & Co.',
        short_name: 'Lokum & Co.',
        lang: locale,
        start_url: '/shop/home',
        display: 'standalone',
        theme_color: '#b5452f',
      });
      for (const icon of manifest.icons) {
        expect(icon.type).toBe('image/png');
        expect(pngSize(publicFile(icon.src))).toBe(icon.sizes);
      }
      // What an install asks for: a 192 and a 512 icon, and one that a platform's mask may crop.
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
    },
  );
});
