import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';
import { SHOP_VERSION_FILE, SHOP_VERSION_META, SHOP_VERSION_PATTERN } from '../build-names.ts';

/** A moment as a version: UTC, to the second (`2026-11-29T10:00:00Z`). */
export function versionAt(moment: Date): string {
  return moment.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The time the checked-out commit was made, or undefined outside a git checkout (a Docker build's context). */
function commitTime(): Date | undefined {
  try {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d+$/.test(seconds) ? new Date(Number(seconds) * 1000) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A build's version: `SHOP_VERSION` when given (a release's own stamp), else `SOURCE_DATE_EPOCH` (the reproducible
 * builds convention), else the time of the commit built, else now. The same source builds with the same version,
 * and a later commit with a later one, so an operator can name the oldest version still allowed
 * (deploy/start.sh's MINIMUM_VERSION).
 */
export function buildVersion(
  env: Record<string, string | undefined> = process.env,
  committed: () => Date | undefined = commitTime,
  now = new Date(),
): string {
  const given = env.SHOP_VERSION;
  if (given !== undefined && given !== '') {
    if (!SHOP_VERSION_PATTERN.test(given)) {
      throw new Error(
        `SHOP_VERSION must be a UTC time to the second, like 2026-11-29T10:00:00Z; got "${given}"`,
      );
    }
    return given;
  }
  const epoch = env.SOURCE_DATE_EPOCH;
  if (epoch !== undefined && /^\d+$/.test(epoch)) return versionAt(new Date(Number(epoch) * 1000));
  return versionAt(committed() ?? now);
}

/**
 * Stamps the build with its version: a `<meta>` named SHOP_VERSION_META in every page (the prerendered ones are made
 * from index.html, so they carry it too) and the site's version file, which deploy/start.sh completes with the
 * minimum version (src/app/service-worker/minimum-version.ts reads both).
 */
export function shopVersion(version: string = buildVersion()): Plugin {
  // Named for what it does: the meta's own name is SHOP_VERSION_META's alone.
  const name = 'stamp-build-version';
  return {
    name,
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!html.includes('</head>'))
          throw new Error(`${name}: the page has no </head> to carry its version`);
        return html.replace('</head>', `<meta name="${SHOP_VERSION_META}" content="${version}" /></head>`);
      },
    },
    generateBundle() {
      if (this.environment?.config.build.ssr) return;
      this.emitFile({
        type: 'asset',
        fileName: SHOP_VERSION_FILE,
        source: `${JSON.stringify({ version, minimum: null })}\n`,
      });
    },
  };
}
