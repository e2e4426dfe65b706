import { describe, expect, it } from 'vitest';
import { BOOT_CHUNK, FRAMEWORK_CHUNK, STARTUP_CHUNK } from './build-names.ts';
import { codeSplitting, omitStartupChunks } from './code-splitting.ts';

/** The group a module lands in: the matching group of highest priority, as Rolldown picks it. */
function groupOf(id: string) {
  return [...codeSplitting.groups]
    .sort((a, b) => b.priority - a.priority)
    .find((group) => group.test.test(id))?.name;
}

describe('codeSplitting', () => {
  it('puts React, the router, Query and their helpers in the framework chunk', () => {
    for (const id of [
      '/shop/node_modules/react/index.js',
      '/shop/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/shop/node_modules/scheduler/index.js',
      '/shop/node_modules/@tanstack/react-router/dist/esm/index.js',
      '/shop/node_modules/@tanstack/router-core/dist/esm/router.js',
      '/shop/node_modules/@tanstack/query-core/build/modern/index.js',
      '/shop/node_modules/ky/distribution/index.js',
      '/shop/node_modules/zustand/esm/index.mjs',
      'C:\\shop\\node_modules\\react\\index.js',
    ]) {
      expect(groupOf(id), id).toBe(FRAMEWORK_CHUNK);
    }
  });

  it('leaves other libraries to the pages that use them', () => {
    expect(groupOf('/shop/node_modules/@tanstack/react-virtual/dist/esm/index.js')).toBeUndefined();
    expect(groupOf('/shop/node_modules/@mantine/core/esm/index.mjs')).toBeUndefined();
    expect(groupOf('/shop/node_modules/zod/v4/mini/index.js')).toBeUndefined();
  });

  it("keeps Vite's preload helper in the boot chunk and the app's render module in the startup chunk", () => {
    expect(groupOf('\0vite/preload-helper.js')).toBe(BOOT_CHUNK);
    expect(groupOf('/shop/src/app/render.tsx')).toBe(STARTUP_CHUNK);
    expect(groupOf('/shop/src/app/router.ts')).toBeUndefined();
  });
});

describe('omitStartupChunks', () => {
  it('drops the chunks start-up has loaded from what a route chunk preloads', () => {
    expect(
      omitStartupChunks('assets/login-l1.js', [
        'assets/framework-CvGf1fmx.js',
        'assets/startup-DXtv7Ffs.js',
        'assets/boot-7y9sWmk5.js',
        'assets/rolldown-runtime-XKyaHtl9.js',
        'assets/TextInput-uDqIT6JH.js',
        'assets/frameworks-x1.js',
        'assets/startup-Bk_qSBGg.css',
      ]),
    ).toEqual(['assets/TextInput-uDqIT6JH.js', 'assets/frameworks-x1.js', 'assets/startup-Bk_qSBGg.css']);
  });
});
