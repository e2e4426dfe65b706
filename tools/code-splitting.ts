import { BOOT_CHUNK, FRAMEWORK_CHUNK, STARTUP_CHUNK, STARTUP_CHUNKS } from './build-names.ts';

/**
 * The client build's chunk groups (Rolldown's output.codeSplitting). Every page needs these: one chunk
 * compresses better than a dozen small ones and caches as a unit.
 */
export const codeSplitting = {
  groups: [
    {
      name: FRAMEWORK_CHUNK,
      test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|ky|zustand|use-sync-external-store)[\\/]/,
      priority: 20,
    },
    // What main.tsx imports statically (Vite's dynamic-import helper) stays out of the other chunks: the
    // entry must not depend on the framework, so the shell paints first and a failed framework download can
    // still be reported (main.tsx).
    // The guest landing's early requests (src/lib/early-requests.ts) go with it: main.tsx sends them before
    // anything else has loaded, and the app's HTTP client takes their responses from the same module.
    // So does the visitor's language (src/lib/i18n/preferred-locale.ts): main.tsx needs it for its own texts.
    {
      name: BOOT_CHUNK,
      test: /preload-helper|src[\\/]lib[\\/](early-requests|page-meta|i18n[\\/]preferred-locale)\.ts$/,
      priority: 30,
    },
    // The rest of start-up (app shell, Mantine's base components) in one chunk, not a dozen small ones:
    // main.tsx loads it as one step after the framework.
    { name: STARTUP_CHUNK, test: /src[\\/]app[\\/]render\.tsx$/, priority: 10 },
  ],
};

const startupChunkFile = new RegExp(`assets/(${STARTUP_CHUNKS.join('|')})-[\\w-]+\\.js$`);

/**
 * For build.modulePreload.resolveDependencies. Route chunks list their dependencies for Vite's preload
 * helper. The start-up chunks are loaded before any route, so listing them only costs a DOM lookup per chunk
 * on every navigation.
 */
export function omitStartupChunks(_filename: string, dependencies: string[]): string[] {
  return dependencies.filter((dependency) => !startupChunkFile.test(dependency));
}
