import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPages } from '../src/boot/first-pages.ts';
import { SECTION_MESSAGE_BUNDLES } from '../src/lib/i18n/message-bundles.ts';

const ROUTES = join(import.meta.dirname, '..', 'src', 'routes');

describe('the first pages (src/boot/first-pages.ts)', () => {
  it("name the router's own paths and route files: each page's last file declares its path", () => {
    for (const { path, routeFiles, section } of firstPages()) {
      for (const file of routeFiles) expect(existsSync(join(ROUTES, `${file}.tsx`)), file).toBe(true);
      const page = readFileSync(join(ROUTES, `${routeFiles.at(-1)}.tsx`), 'utf8');
      expect(page, path).toContain(`createFileRoute('${path}')`);
      expect(path.split('/')[1] ?? '', path).toBe(section);
      expect(Object.keys(SECTION_MESSAGE_BUNDLES)).toContain(section);
    }
  });
});
