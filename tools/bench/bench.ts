/**
 * npm run bench: measures the shop the way a user's host serves it and prints the figures. It prints; it never
 * fails the build.
 *
 * Lighthouse (default): the deploy build (`vite build --mode deploy`, as npm run build:deploy) served by nginx
 * with deploy/nginx.conf through deploy/start.sh, API_URL pointing at a loopback backend that runs the mock
 * backend's handlers; the Lighthouse CLI with its defaults, a fresh Chrome profile and a cold cache per run,
 * runs interleaved (run 1 of every page, then run 2, ...). The table goes to the console and to
 * bench-results/table.md.
 *
 * `npm run bench -- --peer <folder>`: the original client of the contract beside ours (tools/bench/peer.ts), served
 * the same way, measured interleaved with ours (Lighthouse and the signed-in listing), one column each.
 *
 * BENCH_LIGHTHOUSE=legacy: the earlier, friendlier harness, kept for comparisons only (NOT a user's figure): a
 * build with VITE_API_URL baked in, a Node static server, and the Lighthouse Node API driving one warm Chromium
 * (Playwright's, over a debugging port) that keeps its storage between runs.
 */
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/playwright-shared.ts';
import { productRequests as catalogRequests } from '../../src/features/catalog/api/product-requests.ts';
import { backOfficeTasks } from './back-office.ts';
import { firstVisitBytes, type FirstVisitBytes } from './first-visit.ts';
import { listingAb, type ListingApp, type ListingFigures, type ListingVisit } from './listing-ab.ts';
import { PEER_ORIGIN, peerBuild, seedPeerSignedInProfile, startPeerServers } from './peer.ts';
import {
  API,
  DEPLOY_API,
  DEPLOY_ORIGIN,
  ORIGIN,
  SHOPPER,
  startBenchServers,
  startDeployBenchServers,
  storeShopperSession,
} from './bench-servers.ts';
import {
  CHROME_PATH,
  figuresOf,
  runLighthouseCli,
  seedSignedInProfile,
  type LighthouseFigures,
  SLOWDOWN,
} from './lighthouse-cli.ts';

/** Where the shop is served and its backend. */
interface Site {
  origin: string;
  api: string;
}

/** An app under measurement: ours, or with --peer the original client. */
interface App {
  name: 'ours' | 'original';
  site: Site;
}

const LEGACY = process.env.BENCH_LIGHTHOUSE === 'legacy';
const DEBUG_PORT = 9333;
const OUT = resolve('bench-results');
// BENCH_DIST=<folder> measures a build made elsewhere (before/after comparisons): a deploy build, or with
// BENCH_LIGHTHOUSE=legacy one built with VITE_API_URL=http://127.0.0.1:4522.
const DIST = process.env.BENCH_DIST
  ? resolve(process.env.BENCH_DIST)
  : resolve(OUT, LEGACY ? 'dist' : 'dist-deploy');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SCALE = Number(process.env.BENCH_PRODUCTS ?? 5000);
const ORDER_SCALE = Number(process.env.BENCH_ORDERS ?? 3000);
// --peer <folder>: the original client's folder (or its build) to measure beside ours.
const peerArgument = process.argv.indexOf('--peer');
const PEER_FOLDER = peerArgument >= 0 ? process.argv[peerArgument + 1] : undefined;
if (peerArgument >= 0 && !PEER_FOLDER) throw new Error('--peer needs a folder');
if (PEER_FOLDER && LEGACY)
  throw new Error('--peer measures with the deploy harness, not BENCH_LIGHTHOUSE=legacy');
// Run parts only: BENCH_ONLY=lighthouse,listing,firstvisit,nav,scale,admin,backoffice (default all; firstvisit:
// what a guest's first visit downloads in all, worker included, tools/bench/first-visit.ts; listing: the signed-in
// listing under applied throttling, cold, warm and return, in English and Turkish, tools/bench/listing-ab.ts; backoffice: export and bulk status
// at BENCH_ORDERS orders, tools/bench/back-office.ts); BENCH_ROUTES picks the Lighthouse routes
// (default the four below); BENCH_SKIP_BUILD=1 reuses the build of the last run.
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'lighthouse,listing,firstvisit,nav,scale,admin,backoffice')
    .split(',')
    .map((part) => part.trim()),
);
const LIGHTHOUSE_ROUTES = (process.env.BENCH_ROUTES ?? '/,/auth/login,/auth/register,/shop/listing')
  .split(',')
  .map((route) => route.trim())
  .filter(Boolean);
const SKIP_BUILD =
  (process.env.BENCH_SKIP_BUILD === '1' || Boolean(process.env.BENCH_DIST)) &&
  existsSync(resolve(DIST, 'index.html'));
/** A shop or admin page needs a session. */
const needsSession = (route: string) => route.startsWith('/shop') || route.startsWith('/admin');

const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
};
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const rows: { area: string; figure: string; value: string; target: string }[] = [];
const report = (area: string, figure: string, value: string, target = '') => {
  rows.push({ area, figure, value, target });
  console.log(`  ${area} · ${figure}: ${value}${target ? ` (target ${target})` : ''}`);
};
const fileName = (route: string) => route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
const describeRun = (route: string, run: number, figures: LighthouseFigures) =>
  `  run ${run} of ${route}: performance ${fixed(figures.performance)}, FCP ${fixed(figures.fcp)} ms, ` +
  `LCP ${fixed(figures.lcp)} ms, TBT ${fixed(figures.tbt)} ms, CLS ${fixed(figures.cls, 3)}, ` +
  `JS ${fixed(figures.scriptBytes / 1024, 1)} KB, CPU benchmark index ${fixed(figures.benchmarkIndex)} ` +
  `(observed without throttling: FCP ${fixed(figures.observedFcp)} ms, LCP ${fixed(figures.observedLcp)} ms)`;

/** Lighthouse figures per app, then per route. */
type AppResults = Map<App['name'], Map<string, LighthouseFigures[]>>;

/**
 * Lighthouse as a user runs it, against nginx: every route of every app once per round (app beside app, so a
 * change in the host's load hits both alike), RUNS rounds.
 */
async function userLighthouse(apps: App[]): Promise<AppResults> {
  const results: AppResults = new Map(
    apps.map((app) => [app.name, new Map(LIGHTHOUSE_ROUTES.map((route) => [route, []]))]),
  );
  const folder = resolve(OUT, 'lighthouse');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const profileOf = (app: App) => join(tmpdir(), `lokum-bench-signed-in-${app.name}-${process.pid}`);
  const runProfile = join(tmpdir(), `lokum-bench-signed-in-run-${process.pid}`);
  if (LIGHTHOUSE_ROUTES.some(needsSession)) {
    for (const app of apps) {
      if (app.name === 'original')
        await seedPeerSignedInProfile(profileOf(app), existsSync(CHROME_PATH) ? CHROME_PATH : undefined);
      else await seedSignedInProfile(profileOf(app), app.site);
    }
  }
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const route of LIGHTHOUSE_ROUTES) {
        for (const app of apps) {
          const output = resolve(folder, `${app.name}-${fileName(route)}-run${run}.json`);
          const label = apps.length > 1 ? `${app.name} ${route}` : route;
          let userDataDir: string | undefined;
          if (needsSession(route)) {
            rmSync(runProfile, { recursive: true, force: true });
            cpSync(profileOf(app), runProfile, { recursive: true });
            userDataDir = runProfile;
          }
          try {
            const lhr = await runLighthouseCli(`${app.site.origin}${route}`, output, userDataDir);
            if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
            const landed = new URL(lhr.finalDisplayedUrl).pathname;
            // A page that redirected (say, a lost session sent to sign-in) is not the page asked for. The
            // original's / is its sign-in wall: what its visitors get first, so it counts (the table says so).
            const expected = app.name === 'original' && route === '/' ? '/auth/login' : route;
            if (landed !== expected) throw new Error(`ended on ${landed}`);
            const figures = figuresOf(lhr);
            results.get(app.name)?.get(route)?.push(figures);
            console.log(describeRun(label, run, figures));
          } catch (error) {
            console.log(`  run ${run} of ${label} failed: ${(error as Error).message}`);
          }
        }
      }
    }
  } finally {
    rmSync(runProfile, { recursive: true, force: true });
    for (const app of apps) rmSync(profileOf(app), { recursive: true, force: true });
  }
  return results;
}

/**
 * The earlier harness, for comparisons only: the Lighthouse Node API over one warm Chromium that keeps its
 * storage (disableStorageReset) and only has its HTTP cache cleared between runs; each page's runs in a row.
 */
async function legacyLighthouse(context: BrowserContext, site: Site) {
  const results = new Map<string, LighthouseFigures[]>();
  for (const route of LIGHTHOUSE_ROUTES) {
    const page = context.pages()[0] ?? (await context.newPage());
    if (needsSession(route)) await storeShopperSession(page, site);
    const cdp = await context.newCDPSession(page);
    const figuresOfRoute: LighthouseFigures[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(`${site.origin}${route}`, {
        port: DEBUG_PORT,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        disableStorageReset: true,
      });
      if (!result || result.lhr.runtimeError) {
        console.log(`  run ${run} of ${route} failed: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
        continue;
      }
      mkdirSync(resolve(OUT, 'lighthouse-legacy'), { recursive: true });
      writeFileSync(
        resolve(OUT, 'lighthouse-legacy', `${fileName(route)}-run${run}.json`),
        JSON.stringify(result.lhr),
      );
      const figures = figuresOf(result.lhr);
      figuresOfRoute.push(figures);
      console.log(describeRun(route, run, figures));
    }
    results.set(route, figuresOfRoute);
  }
  return results;
}

function gitCommit() {
  try {
    const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const changed = execSync('git status --porcelain --untracked-files=no', { encoding: 'utf8' }).trim();
    return changed ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown';
  }
}

// The machine's load when the bench started (1-minute average over its CPUs): a shared host's other work shows here.
const LOAD_AT_START = loadavg()[0] ?? NaN;

/** The Markdown table of the medians, with the conditions of the run above it and the footnote below. */
function lighthouseTable(appResults: AppResults) {
  const results = appResults.get('ours') ?? new Map<string, LighthouseFigures[]>();
  const all = [...appResults.values()].flatMap((byRoute) => [...byRoute.values()].flat());
  const indexes = all.map((figures) => figures.benchmarkIndex).filter(Number.isFinite);
  const version = (
    JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }
  ).version;
  const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
  const lines = [
    LEGACY
      ? `Lighthouse ${version}, LEGACY harness (BENCH_LIGHTHOUSE=legacy: VITE_API_URL build, Node static server, ` +
        `one warm browser, storage kept): NOT a user's figure.`
      : `Lighthouse ${version} CLI defaults (mobile, simulated throttling), deploy build behind nginx ` +
        `(deploy/start.sh), fresh Chrome profile and cold cache per run.` +
        (SLOWDOWN
          ? ` CPU slowdown ${SLOWDOWN}× instead of the defaults' 4× (BENCH_LIGHTHOUSE_CPU_SLOWDOWN): a diagnostic, NOT a result.`
          : ''),
    `Date ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${gitCommit()}, median of ` +
      `${RUNS} run(s) per page${LEGACY ? '' : ' (interleaved)'}; host CPU benchmark index ${fixed(median(indexes))} ` +
      `(median, ${fixed(Math.min(...indexes))}–${fixed(Math.max(...indexes))} over ${indexes.length} runs), load average at start ${fixed(LOAD_AT_START, 1)}.`,
    '',
    '| page | performance | FCP | LCP | TBT | CLS | JS transferred | accessibility | best practices |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [route, runs] of results) {
    const pick = (key: keyof LighthouseFigures) => median(runs.map((figures) => figures[key]));
    const label = needsSession(route) ? `\`${route}\` (signed in)${LEGACY ? '' : ' ¹'}` : `\`${route}\``;
    lines.push(
      `| ${label} | ${fixed(pick('performance'))} | ${seconds(pick('fcp'))} | ${seconds(pick('lcp'))} | ` +
        `${fixed(pick('tbt'))} ms | ${fixed(pick('cls'), 3)} | ${fixed(pick('scriptBytes') / 1024, 1)} KB | ` +
        `${fixed(pick('accessibility'))} | ${fixed(pick('bestPractices'))} |` +
        (runs.length < RUNS ? ` (${runs.length} of ${RUNS} runs)` : ''),
    );
  }
  lines.push(
    '',
    'Each column is the median of its own figure. JS transferred: script bytes over the network ' +
      '(compressed, Lighthouse resource-summary), 1 KB = 1,024 bytes.',
  );
  if (!LEGACY && [...results.keys()].some(needsSession)) {
    lines.push(
      '¹ The session lives in localStorage, which the CLI cannot set: this page runs the same CLI command with ' +
        '--user-data-dir (in --chrome-flags) pointing at a fresh copy of a profile that holds only the demo ' +
        "shopper's session; Lighthouse's default storage reset still clears the HTTP cache." +
        (appResults.has('original')
          ? " The original's session is the cookie its sign-in form got from localhost:5000, kept in its profile."
          : ''),
    );
  }
  const original = appResults.get('original');
  if (original) lines.push('', ...sideBySide(original, results));
  return lines.join('\n');
}

/** A median figure of one app's runs, as the issue's table spells it: **score**: FCP, LCP, TBT, JS. */
function summary(runs: LighthouseFigures[] | undefined) {
  if (!runs?.length) return 'no run';
  const pick = (key: keyof LighthouseFigures) => median(runs.map((figures) => figures[key]));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  return (
    `**${fixed(pick('performance'))}**: FCP ${seconds(pick('fcp'))}, LCP ${seconds(pick('lcp'))}, ` +
    `TBT ${fixed(pick('tbt'))} ms, JS ${fixed(pick('scriptBytes') / 1024)} KB` +
    (runs.length < RUNS ? ` (${runs.length} of ${RUNS} runs)` : '')
  );
}

/** The original beside ours, route by route (same run, interleaved). */
function sideBySide(original: Map<string, LighthouseFigures[]>, ours: Map<string, LighthouseFigures[]>) {
  const lines = ['| page | original | ours |', '| --- | --- | --- |'];
  for (const route of LIGHTHOUSE_ROUTES) {
    const label = `\`${route}\`${needsSession(route) ? ' (signed in)' : ''}`;
    lines.push(`| ${label} | ${summary(original.get(route))} | ${summary(ours.get(route))} |`);
  }
  lines.push(
    '',
    "The original's `/` is its sign-in wall (it redirects to `/auth/login`), ours the guest landing: each is what " +
      'a visitor gets first.',
  );
  return lines;
}

/** The ways a shopper arrives at the listing (listing-ab.ts), each in English and in Turkish. */
const LISTING_VISITS: ListingVisit[] = (['cold', 'warm', 'return', 'kept'] as const).flatMap((arrival) =>
  (['en', 'tr'] as const).map((lang) => ({ arrival, lang })),
);
type ListingResults = { visit: ListingVisit; figures: Map<string, ListingFigures[]> }[];

/** The signed-in listing A/B (listing-ab.ts): medians per app, for each way of arriving and language. */
function listingTable(results: ListingResults) {
  const names = [...new Set(results.flatMap(({ figures }) => [...figures.keys()]))];
  const cell = (runs: ListingFigures[] | undefined, key: keyof ListingFigures, unit: string) => {
    const value = median((runs ?? []).map((figures) => figures[key]));
    if (!Number.isFinite(value)) return 'n/a';
    return unit === 's' ? `${(value / 1000).toFixed(2)} s` : `${fixed(value)} ${unit}`;
  };
  const columns = (label: string) => names.map((name) => `${name}: ${label}`);
  const lines = [
    `Signed-in \`/shop/listing\` loaded directly, phone-sized Chromium, slow 4G (150 ms, 1.6 Mbps) and 4× CPU ` +
      `applied (not simulated), median of ${RUNS} load(s) per app, interleaved. cold: nothing on the device but ` +
      `the session; warm: a new tab after signing in (HTTP cache and service worker kept); return: the same tab ` +
      `reloads the listing it showed; kept: the same with Honey and price high to low kept by the tab (ours ` +
      `only). tr: the shop's language set to Turkish (the original has none). Usable: the first frame with an ` +
      `enabled Add to cart on screen.`,
    '',
    `| arrival | ${[...columns('usable'), ...columns('LCP'), ...columns('blocking'), ...columns('JS')].join(' | ')} |`,
    `| --- | ${names.flatMap(() => ['---', '---', '---', '---']).join(' | ')} |`,
  ];
  for (const { visit, figures } of results) {
    const cells = (key: keyof ListingFigures, unit: string) =>
      names.map((name) => cell(figures.get(name), key, unit));
    lines.push(
      `| ${visit.arrival}, ${visit.lang} | ${[
        ...cells('readyMs', 's'),
        ...cells('lcpMs', 's'),
        ...cells('longMs', 'ms'),
        ...cells('jsKB', 'KB'),
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

/** How long the guest stays on `/` before the bytes are counted (the worker's precache runs meanwhile). */
const FIRST_VISIT_IDLE_MS = 30_000;

/** A guest's first visit (first-visit.ts): medians per app. */
function firstVisitTable(results: Map<string, FirstVisitBytes[]>) {
  const names = [...results.keys()];
  const cell = (name: string, key: keyof FirstVisitBytes) => {
    const value = median((results.get(name) ?? []).map((bytes) => bytes[key]));
    return key.endsWith('Files') ? fixed(value) : `${fixed(value, 1)} KB`;
  };
  const lines = [
    `A guest's first visit: \`/\` in a fresh browser, ${FIRST_VISIT_IDLE_MS / 1000} s idle, median of ${RUNS}. ` +
      'page: what the page received from the network; worker: what the service worker fetched (its precache); ' +
      "script: the worker's own file, as sent.",
    '',
    `| figure | ${names.join(' | ')} |`,
    `| --- | ${names.map(() => '---').join(' | ')} |`,
  ];
  const rows: [string, keyof FirstVisitBytes][] = [
    ['total received', 'totalKB'],
    ['page', 'pageKB'],
    ['page: files', 'pageFiles'],
    ['worker', 'workerKB'],
    ['worker: files', 'workerFiles'],
    ['worker script', 'scriptKB'],
  ];
  for (const [label, key] of rows)
    lines.push(`| ${label} | ${names.map((name) => cell(name, key)).join(' | ')} |`);
  return lines.join('\n');
}

/** The product list's path as the app sends it, whatever the filters (the query follows it). */
const PRODUCT_LIST_PATH = catalogRequests.list({}, '').path;

const productRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(PRODUCT_LIST_PATH)) seen.push(request.url());
  });
  return seen;
};

async function cachedNavigation(context: BrowserContext, site: Site) {
  const page = await context.newPage();
  await storeShopperSession(page, site);
  await page.goto(`${site.origin}/shop/home`);
  await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
  const nav = page.getByRole('navigation', { name: 'Categories' }).first();
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await page.waitForURL(/\/shop\/listing/);
  await page
    .getByText(/\d+ products?/i)
    .first()
    .waitFor();

  const requests = productRequests(page);
  const timings: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const [link, ready] of [
      ['Home', () => page.getByRole('heading', { name: 'Shop by category' })],
      ['Products', () => page.getByText(/\d+ products?/i).first()],
    ] as const) {
      const started = Date.now();
      await nav.getByRole('link', { name: link, exact: true }).click();
      await ready().waitFor();
      timings.push(Date.now() - started);
    }
  }
  for (let step = 0; step < 2; step += 1) {
    await page.goBack();
    await page.goForward();
  }
  report(
    'Cached navigation',
    'product requests in 6 link moves + 4 Back/Forward',
    String(requests.length),
    '0',
  );
  report('Cached navigation', 'click → content visible, median ms', fixed(median(timings)), 'first frame');

  await page.goto(`${site.origin}/shop/search`);
  await page.locator('input').first().waitFor();
  const hoverRequests: string[] = [];
  page.on('request', (request) => hoverRequests.push(request.url()));
  await nav.getByRole('link', { name: 'Products', exact: true }).hover();
  await page.waitForLoadState('networkidle');
  report(
    'Preload on intent',
    'requests sent on hover of "Products"',
    String(hoverRequests.length),
    '≥ 1 (code/data)',
  );
  await page.close();
}

async function scale(context: BrowserContext, site: Site) {
  const page = await context.newPage();
  await storeShopperSession(page, site);
  const started = Date.now();
  await page.goto(`${site.origin}/shop/listing`);
  const count = page.getByRole('status').filter({ hasText: /^\d+ Products$/ });
  await count.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: resolve(OUT, 'scale-failure.png') });
    throw error;
  });
  report(`Scale (${SCALE} products)`, 'listing open → count shown, ms', String(Date.now() - started));
  report(`Scale (${SCALE} products)`, 'product count shown', (await count.textContent()) ?? '');

  const cards = page.locator('article');
  // Input → paint is timed in the page: from the click event itself (like INP) to the first frame after the
  // new cards or count are in the DOM, watched from before the click. Playwright's own click overhead (its
  // actionability checks and round trips) is not the app's time.
  type Watched = { __clickAt?: number; __painted?: Promise<number> };
  await page.evaluate(() => {
    document.addEventListener('click', (event) => ((window as Watched).__clickAt = event.timeStamp), {
      capture: true,
    });
  });
  const watch = (what: 'title' | 'count', previous: string | null) =>
    page.evaluate(
      ({ what, previous }) => {
        (window as Watched).__clickAt = undefined;
        (window as Watched).__painted = new Promise<number>((done) => {
          const current = () =>
            what === 'title'
              ? document.querySelector('article h3')?.textContent
              : [...document.querySelectorAll('[role="status"]')]
                  .map((node) => node.textContent?.trim() ?? '')
                  .find((text) => /^\d+ products?$/i.test(text));
          const check = () => {
            const value = current();
            if (value && value !== previous) requestAnimationFrame(() => done(performance.now()));
            else requestAnimationFrame(check);
          };
          check();
        });
      },
      { what, previous },
    );
  const inputToPaint = () =>
    page.evaluate(async () => {
      const paintedAt = await (window as Watched).__painted;
      return (paintedAt ?? NaN) - ((window as Watched).__clickAt ?? NaN);
    });

  const firstTitle = () => cards.first().locator('h3').textContent();
  const changeTimes: number[] = [];
  const sorts = ['Price: High to Low', 'Title: A to Z', 'Title: Z to A', 'Price: Low to High'];
  for (let run = 0; run < 8; run += 1) {
    await page.getByRole('button', { name: /sort by/i }).click();
    const option = page.getByRole('menuitem', { name: sorts[run % sorts.length] });
    await watch('title', await firstTitle());
    await option.click();
    changeTimes.push(await inputToPaint());
  }
  report(
    `Scale (${SCALE} products)`,
    'sort change → new cards painted, median ms',
    fixed(median(changeTimes)),
    '≤ 100',
  );

  const filterTimes: number[] = [];
  for (const category of ['Coffee', 'Coffee', 'Honey', 'Honey', 'Nuts', 'Nuts']) {
    await watch('count', await count.textContent());
    await page.getByRole('checkbox', { name: category }).click();
    filterTimes.push(await inputToPaint());
  }
  report(
    `Scale (${SCALE} products)`,
    'filter change → new cards painted, median ms',
    fixed(median(filterTimes)),
    '≤ 100',
  );

  report(
    `Scale (${SCALE} products)`,
    'product cards in the DOM',
    String(await cards.count()),
    '≤ a few hundred',
  );
  report(
    `Scale (${SCALE} products)`,
    'DOM elements',
    String(await page.evaluate(() => document.querySelectorAll('*').length)),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  report(`Scale (${SCALE} products)`, 'JS heap after GC, MB', fixed(heap.usedSize / 1024 / 1024, 1), '< 60');

  // Scroll to the end: the last product of the sorted list must become visible.
  const total = Number((await count.textContent())?.match(/\d+/)?.[0] ?? 0);
  let reachedEnd = false;
  for (let step = 0; step < 400 && !reachedEnd; step += 1) {
    await page.keyboard.press('End');
    await page.mouse.wheel(0, 20_000);
    reachedEnd = await page.evaluate(
      (expected) => document.querySelector(`[data-product-index="${expected - 1}"]`) !== null,
      total,
    );
  }
  report(`Scale (${SCALE} products)`, 'scrolling reaches the last product', reachedEnd ? 'yes' : 'no', 'yes');

  await page.goto(`${site.origin}/shop/search`);
  const input = page.locator('input').first();
  await input.waitFor();
  const searchTimes: number[] = [];
  for (const keyword of ['baklava', 'kahve', 'honey']) {
    await input.fill('');
    const responded = page.waitForResponse((response) =>
      response.url().includes(`/api/shop/search/${keyword}`),
    );
    await input.fill(keyword);
    const typedAt = Date.now();
    await responded;
    searchTimes.push(Date.now() - typedAt);
  }
  report(
    `Scale (${SCALE} products)`,
    'search: typing stops → answer, median ms (debounce 1000)',
    fixed(median(searchTimes)),
    '≤ 1000 + answer',
  );
  await page.close();
}

/**
 * The back office at scale (5,000 products, 3,000 orders), as the listing's scale part measures the shop: the
 * time from navigation to the first record shown and the long tasks before it (the browser's own, over 50 ms:
 * their sum and the longest), the DOM's size and the JS heap after GC, and input → paint
 * for a search (its debounce included) and a filter change, timed in the page from the input event to the first
 * frame after the count changed. A build without the search or filter controls (before the back office's
 * toolbars) reports n/a there.
 */
async function adminScale(context: BrowserContext, site: Site) {
  const area = `Admin (${SCALE} products, ${ORDER_SCALE} orders)`;
  const page = await context.newPage();
  await storeShopperSession(page, site, { email: 'admin@lokum.shop', password: 'admin123' });
  type Watched = {
    __inputAt?: number;
    __painted?: Promise<number>;
    __longTasks?: { start: number; duration: number }[];
  };
  await page.addInitScript(() => {
    const longTasks: { start: number; duration: number }[] = [];
    (window as Watched).__longTasks = longTasks;
    new PerformanceObserver((list) => {
      for (const task of list.getEntries())
        longTasks.push({ start: task.startTime, duration: task.duration });
    }).observe({ type: 'longtask', buffered: true });
    for (const type of ['click', 'input']) {
      document.addEventListener(type, (event) => ((window as Watched).__inputAt = event.timeStamp), {
        capture: true,
      });
    }
  });
  const countPattern = (noun: string) => new RegExp(`^[\\d,.]+ of [\\d,.]+ ${noun}$`);
  /** Resolves at the first frame after the count's text differs from `previous`. */
  const watchCount = (noun: string, previous: string | null) =>
    page.evaluate(
      ({ noun, previous }) => {
        (window as Watched).__inputAt = undefined;
        const pattern = new RegExp(`^[\\d,.]+ of [\\d,.]+ ${noun}$`);
        (window as Watched).__painted = new Promise<number>((done) => {
          const check = () => {
            const text = [...document.querySelectorAll('[role="status"]')]
              .map((node) => node.textContent?.trim() ?? '')
              .find((candidate) => pattern.test(candidate));
            if (text && text !== previous) requestAnimationFrame(() => done(performance.now()));
            else requestAnimationFrame(check);
          };
          check();
        });
      },
      { noun, previous },
    );
  const inputToPaint = () =>
    page.evaluate(async () => {
      const paintedAt = await (window as Watched).__painted;
      return (paintedAt ?? NaN) - ((window as Watched).__inputAt ?? NaN);
    });
  const domAndHeap = async (what: string) => {
    report(
      area,
      `${what}: DOM elements`,
      String(await page.evaluate(() => document.querySelectorAll('*').length)),
      '≤ 5000',
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    report(area, `${what}: JS heap after GC, MB`, fixed(heap.usedSize / 1024 / 1024, 1), '≤ 60');
    await cdp.detach();
  };
  const firstShown = async (what: string, path: string, firstRecord: string) => {
    const started = Date.now();
    await page.goto(`${site.origin}${path}`);
    await page
      .locator(firstRecord)
      .first()
      .waitFor({ timeout: 120_000 })
      .catch(async (error: unknown) => {
        await page.screenshot({ path: resolve(OUT, `admin-${what}-failure.png`) });
        throw error;
      });
    report(area, `${what}: navigation → first record shown, ms`, String(Date.now() - started), '≤ 1000');
    const { sum, longest } = await page.evaluate(() => {
      const now = performance.now();
      const before = ((window as Watched).__longTasks ?? []).filter((task) => task.start < now);
      return {
        sum: before.reduce((total, task) => total + task.duration, 0),
        longest: Math.max(0, ...before.map((task) => task.duration)),
      };
    });
    report(area, `${what}: long tasks before it, sum ms (longest)`, `${fixed(sum)} (${fixed(longest)})`);
  };

  // Products: the first card.
  await firstShown('products', '/admin/products', 'article');
  await domAndHeap('products');
  const productCount = page.getByRole('status').filter({ hasText: countPattern('products') });
  const productSearch = page.getByLabel('Search products');
  if ((await productSearch.count()) > 0) {
    const times: number[] = [];
    for (const keyword of ['baklava', 'kahve', 'fistik', '']) {
      await watchCount('products', await productCount.textContent());
      await productSearch.fill(keyword);
      times.push(await inputToPaint());
    }
    report(
      area,
      'products: search typed → result painted, median ms (debounce 200 incl.)',
      fixed(median(times)),
      '≤ 100 + 200',
    );
    const filterTimes: number[] = [];
    for (const option of ['Out of stock', '5 or fewer left', 'On sale', 'Out of stock']) {
      await page.getByRole('combobox', { name: 'Stock' }).click();
      await watchCount('products', await productCount.textContent());
      await page.getByRole('option', { name: option }).click();
      filterTimes.push(await inputToPaint());
    }
    report(area, 'products: stock filter change → painted, median ms', fixed(median(filterTimes)), '≤ 100');
  } else {
    report(area, 'products: search / filter → painted, ms', 'n/a (no search)');
  }

  // Orders: the first row of the table's body.
  await firstShown('orders', '/admin/orders', 'tbody tr td');
  await domAndHeap('orders');
  const orderCount = page.getByRole('status').filter({ hasText: countPattern('orders') });
  const orderSearch = page.getByLabel('Search orders');
  if ((await orderSearch.count()) > 0) {
    const times: number[] = [];
    for (const keyword of ['64f0000000000000000004d2', 'izmir', 'baklava', '']) {
      await watchCount('orders', await orderCount.textContent());
      await orderSearch.fill(keyword);
      times.push(await inputToPaint());
    }
    report(
      area,
      'orders: search typed → result painted, median ms (debounce 200 incl.)',
      fixed(median(times)),
      '≤ 100 + 200',
    );
    const filterTimes: number[] = [];
    for (const status of ['Pending', 'Delivered', 'Rejected', 'All']) {
      await watchCount('orders', await orderCount.textContent());
      await page.getByText(new RegExp(`^${status} \\(`)).click();
      filterTimes.push(await inputToPaint());
    }
    report(area, 'orders: status filter change → painted, median ms', fixed(median(filterTimes)), '≤ 100');
  } else {
    report(area, 'orders: search / filter → painted, ms', 'n/a (no search)');
  }

  // The dashboard: the overview's chart (computed from both lists) drawn.
  const started = Date.now();
  await page.goto(`${site.origin}/admin/dashboard`);
  const chart = page.locator('.recharts-surface').first();
  const drawn = await chart
    .waitFor({ timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  report(
    area,
    'dashboard: navigation → overview chart drawn, ms',
    drawn ? String(Date.now() - started) : 'n/a (no chart)',
  );
  await domAndHeap('dashboard');
  await page.close();
}

async function build() {
  if (SKIP_BUILD) {
    console.log(`Reusing the build in ${DIST}`);
    return;
  }
  mkdirSync(OUT, { recursive: true });
  if (LEGACY) {
    console.log('Building for production with VITE_API_URL (legacy harness)…');
    execSync(`npx vite build --outDir ${DIST} --emptyOutDir --logLevel warn`, {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: API },
    });
  } else {
    console.log('Building the deploy build (vite build --mode deploy, as npm run build:deploy)…');
    execSync(`npx vite build --mode deploy --outDir ${DIST} --emptyOutDir --logLevel warn`, {
      stdio: 'inherit',
      env: { ...process.env, VITE_API_URL: '' },
    });
  }
}

async function main() {
  const started = Date.now();
  await build();
  console.log('\nBundle figures (first load per route):');
  try {
    execSync(`node .ci/check-bundle.mjs ${DIST}`, { stdio: 'inherit' });
  } catch {
    console.log('(over budget: see above)');
  }

  const site: Site = LEGACY ? { origin: ORIGIN, api: API } : { origin: DEPLOY_ORIGIN, api: DEPLOY_API };
  const servers = LEGACY ? await startBenchServers(DIST) : await startDeployBenchServers(DIST);
  const apps: App[] = [{ name: 'ours', site }];
  let peer: Awaited<ReturnType<typeof startPeerServers>> | undefined;
  if (PEER_FOLDER) {
    peer = await startPeerServers(peerBuild(PEER_FOLDER), DIST, servers.api).catch(async (error: unknown) => {
      await servers.close();
      throw error;
    });
    // The original first in each round: it was measured first in the issue's run too.
    apps.unshift({ name: 'original', site: { origin: PEER_ORIGIN, api: peer.api } });
    console.log(`The original client at ${PEER_ORIGIN}, its backend at ${peer.api}`);
  }
  const executablePath = existsSync(CHROME_PATH) ? CHROME_PATH : undefined;
  let context: BrowserContext | undefined;
  const tables: string[] = [];
  try {
    if (ONLY.has('lighthouse')) {
      let results: AppResults;
      if (LEGACY) {
        console.log(`\nLighthouse, LEGACY harness (not a user's figure), median of ${RUNS}:`);
        const profile = resolve(OUT, 'profile');
        rmSync(profile, { recursive: true, force: true });
        context = await chromium.launchPersistentContext(profile, {
          executablePath,
          headless: true,
          args: [`--remote-debugging-port=${DEBUG_PORT}`, ...CHROMIUM_ARGS, '--no-first-run'],
        });
        results = new Map([['ours', await legacyLighthouse(context, site)]]);
      } else {
        console.log(`\nLighthouse CLI against nginx, ${RUNS} interleaved run(s) per page:`);
        results = await userLighthouse(apps);
      }
      const table = lighthouseTable(results);
      tables.push(table);
      mkdirSync(OUT, { recursive: true });
      writeFileSync(resolve(OUT, 'table.md'), `${tables.join('\n\n')}\n`);
      console.log(`\n${table}\n(also in ${resolve(OUT, 'table.md')})`);
    }

    if (ONLY.has('listing')) {
      console.log(`\nSigned-in listing under applied throttling, ${RUNS} interleaved load(s) per app:`);
      const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox'] });
      try {
        const listingApps: ListingApp[] = apps.map((app) => ({
          name: app.name,
          origin: app.site.origin,
          ...SHOPPER,
          serviceWorker: app.name === 'ours',
        }));
        const results: ListingResults = [];
        for (const visit of LISTING_VISITS) {
          // A kept filter and sort go through our URL contract and categories: the original has neither.
          const visitors =
            visit.arrival === 'kept' ? listingApps.filter((app) => app.name === 'ours') : listingApps;
          results.push({ visit, figures: await listingAb(browser, visitors, RUNS, visit) });
        }
        const table = listingTable(results);
        tables.push(table);
        mkdirSync(OUT, { recursive: true });
        writeFileSync(resolve(OUT, 'table.md'), `${tables.join('\n\n')}\n`);
        console.log(`\n${table}\n(also in ${resolve(OUT, 'table.md')})`);
      } finally {
        await browser.close();
      }
    }

    if (ONLY.has('firstvisit')) {
      console.log(
        `\nA guest's first visit: \`/\` and ${FIRST_VISIT_IDLE_MS / 1000} s idle, bytes received in all:`,
      );
      const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox'] });
      try {
        const results = new Map<string, FirstVisitBytes[]>(apps.map((app) => [app.name, []]));
        for (let run = 1; run <= RUNS; run += 1) {
          for (const app of apps) {
            const bytes = await firstVisitBytes(browser, app.site.origin, { idleMs: FIRST_VISIT_IDLE_MS });
            results.get(app.name)?.push(bytes);
            console.log(`  run ${run} of ${app.name}: ${JSON.stringify(bytes)}`);
          }
        }
        const table = firstVisitTable(results);
        tables.push(table);
        mkdirSync(OUT, { recursive: true });
        writeFileSync(resolve(OUT, 'table.md'), `${tables.join('\n\n')}\n`);
        console.log(`\n${table}\n(also in ${resolve(OUT, 'table.md')})`);
      } finally {
        await browser.close();
      }
    }

    if (ONLY.has('nav') || ONLY.has('scale') || ONLY.has('admin') || ONLY.has('backoffice')) {
      if (!context) {
        const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox'] });
        context = await browser.newContext();
        context.on('close', () => void browser.close());
      }
    }
    if (ONLY.has('nav') && context) {
      console.log('\nCached navigation:');
      await cachedNavigation(context, site);
    }
    if (ONLY.has('scale') && context) {
      console.log(`\nScale: restarting the backend with ${SCALE} products…`);
      // Tabs still signed in to the old backend would answer its 401s by signing every tab out.
      await Promise.all(context.pages().map((open) => open.close()));
      await servers.restartApi(SCALE);
      await scale(context, site);
    }
    if (ONLY.has('admin') && context) {
      console.log(`\nAdmin: restarting the backend with ${SCALE} products and ${ORDER_SCALE} orders…`);
      await Promise.all(context.pages().map((open) => open.close()));
      await servers.restartApi(SCALE, ORDER_SCALE);
      await adminScale(context, site);
    }
    if (ONLY.has('backoffice') && context) {
      console.log(`\nBack office: restarting the backend with ${ORDER_SCALE} orders…`);
      await Promise.all(context.pages().map((open) => open.close()));
      await servers.restartApi(undefined, ORDER_SCALE);
      await backOfficeTasks(context, site, ORDER_SCALE, report);
    }
  } catch (error) {
    console.error('Benchmark step failed:', error);
  } finally {
    await context?.close();
    await peer?.close();
    await servers.close();
  }

  if (rows.length) {
    console.log('\nCached navigation and scale');
    console.table(rows);
  }
  console.log(`\nBench took ${fixed((Date.now() - started) / 60_000, 1)} min.`);
}

await main();
process.exit(0);
