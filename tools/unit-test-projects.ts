import { configDefaults, type ViteUserConfig } from 'vitest/config';

/** The tests that render screens: pages, routes, components and the journeys by ear. */
const SCREEN_TESTS = [
  'src/pages/**',
  'src/routes/**',
  'src/components/**',
  'src/features/*/components/**',
  'src/journeys/**',
  'mocks/**',
];

/**
 * Vitest's settings (vite.config.ts `test`): the app's tests in jsdom with its setup (the mock backend, the
 * message catalogs), the build's own code in Node without it.
 */
export const unitTestProjects: ViteUserConfig['test'] = {
  globals: false,
  css: false,
  testTimeout: 15000,
  // One test file per core, in worker threads: Vitest's default leaves a core free, which on a two-core machine
  // ran the files one at a time (749 tests: 204 s in one fork, 111 s in two threads). Each file still gets its
  // own environment and modules: the app's modules keep state (the mock server's manners, learned spellings)
  // that one file must not hand the next.
  pool: 'threads',
  maxWorkers: '100%',
  projects: [
    {
      extends: true,
      test: {
        name: 'app',
        environment: 'jsdom',
        setupFiles: ['./src/testing/setup.ts'],
        include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
        // A mutation run (tools/mutation/) reruns the tests that cover each mutant: the rules' own tests, not every
        // screen that happens to render a price or hold a session.
        exclude: process.env.MUTATION_RUN
          ? [...configDefaults.exclude, ...SCREEN_TESTS]
          : configDefaults.exclude,
      },
    },
    { extends: true, test: { name: 'tools', environment: 'node', include: ['tools/**/*.test.ts'] } },
  ],
};
