// The layers of src/, enforced by ESLint's no-restricted-imports (see eslint.config.js):
//
//   app → routes → pages → features → components → stores → lib → boot
//
// - a layer imports only from the layers to its right (components, stores and lib import no feature, page,
//   route or the app; lib imports no store: a store hands itself in, as the auth store does to the session
//   watch);
// - src/boot, the code that runs before the framework, imports only itself, the features' request descriptions
//   and the session's rules (tools/boot-imports.ts), and no library;
// - a feature may use another feature's api, schemas, hooks and lib, never its components: screens that need
//   the UI of several features are composed in src/pages;
// - a relative import stays inside its own area (a feature, or one of the folders above); across areas the
//   `@/` alias is used, so every rule here can read where an import goes;
// - production code never imports the mock backend (src/main.tsx loads it dynamically in mock mode; tests
//   and src/testing use it freely).
//
// no-restricted-imports takes one option list per file, so each folder and depth gets one complete block.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOT_MAY_IMPORT } from './boot-imports.ts';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const features = readdirSync(join(SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const NO_MOCKS = {
  regex: '^(@mocks|(\\.\\./)+mocks)(/|$)',
  message: 'Production code never imports the mock backend (only src/main.tsx loads it, dynamically).',
};

/** Layers an area may not import, by the first segment after `@/`. */
const FORBIDDEN_LAYERS = {
  app: [],
  routes: ['app'],
  pages: ['app', 'routes'],
  features: ['app', 'routes', 'pages'],
  components: ['app', 'routes', 'pages', 'features'],
  stores: ['app', 'routes', 'pages', 'features', 'components'],
  lib: ['app', 'routes', 'pages', 'features', 'components', 'stores'],
};

/** src/boot's own rule: only itself and BOOT_MAY_IMPORT, no library. */
const BOOT_ONLY = [
  {
    regex: `^@/(?!boot/|(${BOOT_MAY_IMPORT.join('|')})$)`,
    message:
      "src/boot runs before the framework: it imports only itself, the features' request descriptions and the session's rules (tools/boot-imports.ts).",
  },
  {
    regex: '^(?![@.]|node:)|^@(?!/)',
    message: 'src/boot runs before any library has loaded: it imports none.',
  },
];

/** A test of lib may drive it through the store that hands itself in (the session watch's tests do). */
const FORBIDDEN_IN_TESTS = {
  ...FORBIDDEN_LAYERS,
  lib: FORBIDDEN_LAYERS.lib.filter((area) => area !== 'stores'),
};

const CHAIN = 'app → routes → pages → features → components → stores → lib → boot';

const layerRule = (area, forbidden = FORBIDDEN_LAYERS) =>
  forbidden[area].length
    ? [
        {
          regex: `^@/(${forbidden[area].join('|')})(/|$)`,
          message: `src/${area} sits below ${forbidden[area].join(', ')}: it may not import them (${CHAIN}).`,
        },
      ]
    : [];

/** A relative import from `depth` folders below the area's root may not climb out of the area. */
const stayInside = (depth, area) => ({
  regex: `^(\\.\\./){${depth + 1},}`,
  message: `A relative import may not leave ${area}: import other areas with the @/ alias.`,
});

const block = (files, patterns) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const DEPTHS = [0, 1, 2, 3];
const atDepth = (root, depth) => `${root}/${'*/'.repeat(depth)}*.{ts,tsx}`;

/** Tests follow the layers too, but may reach the mock backend and climb to it with relative paths. */
const testBlock = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export const importBoundaries = [
  ...DEPTHS.map((depth) =>
    block([atDepth('src/boot', depth)], [...BOOT_ONLY, stayInside(depth, 'src/boot'), NO_MOCKS]),
  ),
  ...Object.keys(FORBIDDEN_LAYERS)
    .filter((area) => area !== 'features')
    .flatMap((area) =>
      DEPTHS.map((depth) =>
        block(
          [atDepth(`src/${area}`, depth)],
          [...layerRule(area), stayInside(depth, `src/${area}`), NO_MOCKS],
        ),
      ),
    ),
  ...features.flatMap((feature) =>
    DEPTHS.map((depth) =>
      block(
        [atDepth(`src/features/${feature}`, depth)],
        [
          ...layerRule('features'),
          {
            regex: `^@/features/(?!${feature}/)[^/]+/components(/|$)`,
            message: `A feature never imports another feature's components: compose screens that need both in src/pages.`,
          },
          stayInside(depth, `src/features/${feature}`),
          NO_MOCKS,
        ],
      ),
    ),
  ),
  ...Object.keys(FORBIDDEN_LAYERS)
    .filter((area) => area !== 'features')
    .map((area) => testBlock([`src/${area}/**/*.test.{ts,tsx}`], layerRule(area, FORBIDDEN_IN_TESTS)))
    .filter((entry) => entry.rules['no-restricted-imports'][1].patterns.length > 0),
  ...features.map((feature) =>
    testBlock(
      [`src/features/${feature}/**/*.test.{ts,tsx}`],
      [
        ...layerRule('features'),
        {
          regex: `^@/features/(?!${feature}/)[^/]+/components(/|$)`,
          message: `A feature never imports another feature's components: compose screens that need both in src/pages.`,
        },
      ],
    ),
  ),
];
