import type { ViteUserConfig } from 'vitest/config';

/**
 * Vitest's settings (vite.config.ts `test`): the app's tests in jsdom with its setup (the mock backend, the
 * message catalogues), the build's own code in Node without it.
 */
export const unitTestProjects: ViteUserConfig['test'] = {
  globals: false,
  css: false,
  testTimeout: 15000,
  projects: [
    {
      extends: true,
      test: {
        name: 'app',
        environment: 'jsdom',
        setupFiles: ['./src/testing/setup.ts'],
        include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
      },
    },
    { extends: true, test: { name: 'tools', environment: 'node', include: ['tools/**/*.test.ts'] } },
  ],
};
