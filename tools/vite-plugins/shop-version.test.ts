import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { SHOP_VERSION_META, SHOP_VERSION_PATTERN } from '../build-names.ts';
import { buildVersion, shopVersion, versionAt } from './shop-version.ts';
import { handlerOf, htmlOf, transformIndexHtml } from './testing.ts';

const COMMITTED = new Date('2026-11-28T17:04:05.123Z');
const NOW = new Date('2026-11-29T10:00:00.999Z');

describe("a build's version", () => {
  it('is a UTC time to the second, which sorts as text', () => {
    expect(versionAt(COMMITTED)).toBe('2026-11-28T17:04:05Z');
    expect(versionAt(COMMITTED)).toMatch(SHOP_VERSION_PATTERN);
    expect(versionAt(COMMITTED) < versionAt(NOW)).toBe(true);
  });

  it('is SHOP_VERSION when given, else SOURCE_DATE_EPOCH, else the commit time, else now', () => {
    expect(buildVersion({ SHOP_VERSION: '2027-01-01T00:00:00Z' }, () => COMMITTED, NOW)).toBe(
      '2027-01-01T00:00:00Z',
    );
    expect(buildVersion({ SOURCE_DATE_EPOCH: '1800000000' }, () => COMMITTED, NOW)).toBe(
      '2027-01-15T08:00:00Z',
    );
    expect(buildVersion({}, () => COMMITTED, NOW)).toBe('2026-11-28T17:04:05Z');
    expect(buildVersion({}, () => undefined, NOW)).toBe('2026-11-29T10:00:00Z');
  });

  it('refuses a SHOP_VERSION that would not sort against the others', () => {
    expect(() => buildVersion({ SHOP_VERSION: '1.4.0' }, () => COMMITTED, NOW)).toThrow(/SHOP_VERSION/);
  });
});

describe('shopVersion plugin', () => {
  it('stamps every page with the version', async () => {
    const html = '<html><head><title>Shop</title></head><body></body></html>';
    const result = await transformIndexHtml(shopVersion('2026-11-28T17:04:05Z'), html);
    expect(htmlOf(result, html)).toContain(
      `<meta name="${SHOP_VERSION_META}" content="2026-11-28T17:04:05Z" /></head>`,
    );
  });

  it('writes the version file with no minimum (deploy/start.sh adds it)', () => {
    const files: Rollup.EmittedAsset[] = [];
    const context = { emitFile: (file: Rollup.EmittedAsset) => (files.push(file), 'ref') };
    const generateBundle = handlerOf(shopVersion('2026-11-28T17:04:05Z').generateBundle, 'generateBundle');
    void generateBundle.call(context as unknown as Rollup.PluginContext, {} as never, {}, true);
    expect(files).toHaveLength(1);
    expect(files[0]?.fileName).toBe('version.json');
    expect(JSON.parse(String(files[0]?.source))).toEqual({ version: '2026-11-28T17:04:05Z', minimum: null });
  });
});
