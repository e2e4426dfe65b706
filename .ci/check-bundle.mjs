// Size budget and "no mock code" check for a production build made with VITE_API_URL set, or for a deploy build
// (npm run build:deploy, told apart by its empty <meta name="api-url">).
// Usage: node .ci/check-bundle.mjs <dist folder> [API origin expected in the CSP's connect-src].
// Prints a table; exits 1 when a budget or a rule is broken.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  BOOT_CHUNK,
  EMPTY_API_URL_META_TAG,
  MOCK_WORKER_FILE,
  RUNTIME_CHUNK,
  SHOP_WORKER_FILE,
} from '../tools/build-names.ts';
import { FIRST_PAGES, firstPages } from '../src/boot/first-pages.ts';
import { SECTION_MESSAGE_BUNDLES } from '../src/lib/i18n/message-bundles.ts';
import { manifestClosure, networkBoundFiles, readManifest } from '../tools/manifest.ts';

const dist = process.argv[2] ?? 'dist-budget';
// TARGET is the goal for a page's own JavaScript and CSS; BUDGETS are what the build must not grow past, a ratchet
// at today's figures (gzipped, with a little room): the stack's own floor is about 130 KB before any page code.
// Lower them as the pages shrink. Why each figure moved is in docs/performance.md#budget-history.
const TARGET = { js: 130 * 1024, css: 25 * 1024 };
// What the service worker precaches on a first visit, on top of the page (gzip): the shopper's shell only.
const PRECACHE_BUDGET = 372 * 1024;
// Keyed by the first pages' names (src/boot/first-pages.ts): every page it marks `budgeted` has one here.
const BUDGETS = {
  landing: { js: 161.9 * 1024, css: 14.8 * 1024 },
  signIn: { js: 178.2 * 1024, css: 12.6 * 1024 },
  listing: { js: 184.6 * 1024, css: 14.1 * 1024 },
};

const manifest = readManifest(dist);
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The files a page needs before it can render: the chunks and their static imports, transitively. */
const closure = (keys) => manifestClosure(manifest, keys);

// Route chunks are keyed like src/routes/auth/login.tsx?tsr-split=loader---component.
const split = (route) =>
  Object.keys(manifest).find(
    (key) => key.startsWith(`src/routes/${route}.tsx?tsr-split=`) && key.includes('component'),
  ) ?? `src/routes/${route}.tsx (no component chunk)`;
// A route may split its loader into a chunk of its own (codeSplitGroupings): it is part of the first load too.
const loaderSplit = (route) =>
  Object.keys(manifest).filter(
    (key) => key.startsWith(`src/routes/${route}.tsx?tsr-split=`) && key.endsWith('tsr-split=loader'),
  );
const page = (...routes) => routes.flatMap((route) => [split(route), ...loaderSplit(route)]);
// Start-up loads more than the entry's static imports: main.tsx imports its steps dynamically and index.html
// lists their files as modulepreload links. Every page downloads them.
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const preloaded = [...indexHtml.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
  (match) => match[1],
);
const keyOfFile = (file) => Object.keys(manifest).find((key) => manifest[key].file === file);
const startup = [entryKey, ...preloaded.map(keyOfFile).filter(Boolean)];
// A page's English messages (src/lib/i18n/message-bundles.ts) load beside its code: part of its first load.
const messagesOf = (section) =>
  SECTION_MESSAGE_BUNDLES[section].map((bundle) => `virtual:messages/en/${bundle}`);
// The budgeted first pages, then the admin's first page for the table (no budget: admins are few and warm).
const pages = {
  ...Object.fromEntries(
    firstPages()
      .filter(({ budgeted }) => budgeted)
      .map(({ name, routeFiles, section }) => [
        name,
        [...startup, ...page(...routeFiles), ...messagesOf(section)],
      ]),
  ),
  adminDashboard: [...startup, ...page('admin/route', 'admin/dashboard'), ...messagesOf('admin')],
};
const pathOf = (name) => firstPages().find((first) => first.name === name)?.path ?? name;
const shopperRoutes = Object.keys(manifest).filter((key) => key.startsWith('src/routes/shop/'));
const guestRoutes = Object.keys(manifest).filter(
  (key) =>
    key === split('index') || key.startsWith('src/routes/auth/') || key.startsWith('src/routes/unauth-page'),
);

const problems = [];

// main.tsx evaluates the framework in a step of its own and reports a failed download; a static import path
// from the entry to anything but the boot chunk (src/boot/, tools/code-splitting.ts) and the bundler's runtime,
// say a shared module landing in the wrong chunk, would undo both.
const entryFile = manifest[entryKey].file;
for (const file of closure([entryKey]).js) {
  if (file !== entryFile && !file.includes(`/${BOOT_CHUNK}-`) && !file.includes(`/${RUNTIME_CHUNK}-`))
    problems.push(
      `the entry imports ${file} statically: only the boot chunk may run before the framework (see main.tsx)`,
    );
}
const rows = [];
for (const [page, keys] of Object.entries(pages)) {
  const missing = keys.filter((key) => !manifest[key]);
  if (missing.length) problems.push(`${page}: no chunk for ${missing.join(', ')}`);
  const { js, css } = closure(keys);
  const jsBytes = [...js].reduce((sum, file) => sum + gz(file), 0);
  const cssBytes = [...css].reduce((sum, file) => sum + gz(file), 0);
  rows.push({
    page: pathOf(page),
    'JS (gzip)': kb(jsBytes),
    'CSS (gzip)': kb(cssBytes),
    files: js.size + css.size,
  });
  const budget = BUDGETS[page];
  if (page in FIRST_PAGES && FIRST_PAGES[page].budgeted && !budget)
    problems.push(`${page}: budgeted, but no budget`);
  if (budget && jsBytes > budget.js)
    problems.push(`${page}: JS ${kb(jsBytes)} is over the ${kb(budget.js)} budget`);
  if (budget && cssBytes > budget.css)
    problems.push(`${page}: CSS ${kb(cssBytes)} is over the ${kb(budget.css)} budget`);
}

// Code that must stay out of the wrong hands, found by texts only that code contains.
const ADMIN_MARKERS = [
  'Add New Product',
  'Are you sure you want to delete this product?',
  'upload-image',
  // The back office's views and overview (their message ids stay in the code that shows them).
  'admin.overview.heading',
  'admin.orders.statusWithCount',
];
// The dashboard's chart: @mantine/charts and the recharts it draws with.
const CHART_MARKERS = ['recharts-wrapper', 'recharts-surface', 'CompositeChart'];
const CHECKOUT_MARKERS = ['Processing Paypal Payment...', 'Please select one address to proceed.'];
const MOCK_MARKERS = [
  'mockServiceWorker',
  '__mockBackend',
  'mock-backend-db',
  'Antep Fıstıklı',
  'setupWorker',
  'paymentProvider.page',
];
const contains = (files, markers) =>
  [...files].flatMap((file) => {
    const text = readFileSync(join(dist, file), 'utf8');
    return markers.filter((marker) => text.includes(marker)).map((marker) => `${file} has "${marker}"`);
  });

/**
 * Every chunk the roots may ever load: their static imports and, unlike `closure`, the chunks they import
 * dynamically (a shopper page's lazy dialog), transitively. Walked from the route chunks, not the entry: the
 * entry and the start-up code import every route (admin ones included) dynamically.
 */
const startupFiles = closure(startup).js;
const reachable = (roots) => {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    // Start-up code holds the route tree, which imports every page dynamically: only its static imports count.
    const dynamic = startupFiles.has(chunk.file) ? [] : (chunk.dynamicImports ?? []);
    for (const next of [...(chunk.imports ?? []), ...dynamic]) visit(next);
  };
  roots.forEach(visit);
  return files;
};

const shopper = new Set([...closure([entryKey, ...shopperRoutes]).js, ...reachable(shopperRoutes)]);
const guest = new Set([...closure([entryKey, ...guestRoutes]).js, ...reachable(guestRoutes)]);
for (const hit of contains(shopper, [...ADMIN_MARKERS, ...CHART_MARKERS]))
  problems.push(`shopper downloads admin or chart code: ${hit}`);
for (const hit of contains(guest, [...ADMIN_MARKERS, ...CHART_MARKERS, ...CHECKOUT_MARKERS]))
  problems.push(`guest downloads admin, chart or checkout code: ${hit}`);
// The markers must stay true to the build: a renamed library would make the check above pass on nothing.
const adminChunks = reachable(
  Object.keys(manifest).filter((key) => key.startsWith('src/routes/admin/dashboard.tsx')),
);
if (contains(adminChunks, CHART_MARKERS).length === 0)
  problems.push('no chart marker found in the admin dashboard: update CHART_MARKERS');
if (contains(adminChunks, ADMIN_MARKERS.slice(3)).length === 0)
  problems.push('no back-office marker found in the admin dashboard: update ADMIN_MARKERS');

const allFiles = readdirSync(join(dist, 'assets')).map((file) => `assets/${file}`);
if (existsSync(join(dist, MOCK_WORKER_FILE))) problems.push(`${MOCK_WORKER_FILE} is in the build`);
for (const hit of contains(
  allFiles.filter((file) => file.endsWith('.js')),
  MOCK_MARKERS,
))
  problems.push(`mock code or seed data in the build: ${hit}`);

// The Content-Security-Policy. A build with VITE_API_URL carries it as a <meta>
// (tools/vite-plugins/content-security-policy.ts): strict script-src, no inline script, the API's origin in
// connect-src (`npm run test:bundle` builds with VITE_API_URL=https://api.example.test). A deploy build (npm run
// build:deploy) carries none: its server sends the policy as a header (deploy/security-headers.conf) and writes
// the API's origin into <meta name="api-url">.
const apiOrigin = process.argv[3] ?? 'https://api.example.test';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const deployBuild = html.includes(EMPTY_API_URL_META_TAG);
const parsePolicy = (policy) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([key]) => key)
      .map(([key, ...sources]) => [key, sources]),
  );
const metaPolicy = (page) =>
  page.match(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i)?.[1];
const checkStrict = (directives, where) => {
  const scriptSrc = directives.get('script-src') ?? [];
  if (scriptSrc.join(' ') !== "'self'")
    problems.push(`${where}: script-src is "${scriptSrc.join(' ')}", not 'self'`);
  if ((directives.get('object-src') ?? []).join(' ') !== "'none'")
    problems.push(`${where}: object-src is not 'none'`);
  if ((directives.get('img-src') ?? []).includes('http:'))
    problems.push(`${where}: img-src allows http: for an https backend`);
};
const policy = metaPolicy(html);
if (!deployBuild) {
  if (!policy) problems.push('index.html has no Content-Security-Policy <meta>');
  else {
    const directives = parsePolicy(policy);
    checkStrict(directives, 'CSP <meta>');
    if (!(directives.get('connect-src') ?? []).includes(apiOrigin))
      problems.push(
        `CSP connect-src "${(directives.get('connect-src') ?? []).join(' ')}" lacks ${apiOrigin}`,
      );
  }
} else {
  // The header's policy, filled in as deploy/start.sh does for an https backend.
  const conf = readFileSync(new URL('../deploy/security-headers.conf', import.meta.url), 'utf8');
  const template = conf.match(/^add_header Content-Security-Policy "([^"]*)" always;$/m)?.[1];
  if (!template) problems.push('deploy/security-headers.conf has no Content-Security-Policy header');
  const header = parsePolicy(template?.replace('@API_ORIGIN@', apiOrigin).replace(/@[A-Z_]+@/g, ''));
  checkStrict(header, 'CSP header');
  if ((header.get('connect-src') ?? []).join(' ') !== `'self' ${apiOrigin}`)
    problems.push('CSP header: connect-src does not name the API_URL origin');
  if ((header.get('frame-ancestors') ?? []).join(' ') !== "'none'")
    problems.push("CSP header: frame-ancestors is not 'none'");
  // The header and the <meta> of other builds must not drift apart: the same directives, the same sources, but for
  // the API's origin and what only a header can carry.
  const source = parsePolicy(metaPolicy(readFileSync(new URL('../index.html', import.meta.url), 'utf8')));
  const HEADER_ONLY = ['frame-ancestors', 'report-uri', 'report-to'];
  for (const name of new Set([...source.keys(), ...header.keys()])) {
    if (HEADER_ONLY.includes(name)) continue;
    const expected = (source.get(name) ?? []).concat(name === 'connect-src' ? [apiOrigin] : []).join(' ');
    const actual = (header.get(name) ?? []).join(' ');
    if (actual !== expected)
      problems.push(`CSP header ${name} "${actual}" differs from index.html's <meta> ("${expected}")`);
  }
}
// index.html and the prerendered page shells (auth/login.html, ...) alike: one policy (or, in a deploy build, the
// API's <meta> and no policy), no inline script.
const htmlFiles = [
  'index.html',
  ...readdirSync(dist, { recursive: true }).filter(
    (file) => String(file).endsWith('.html') && file !== 'index.html',
  ),
];
for (const file of htmlFiles) {
  const page = readFileSync(join(dist, String(file)), 'utf8');
  if (deployBuild) {
    if (!page.includes(EMPTY_API_URL_META_TAG))
      problems.push(`${file} lacks the ${EMPTY_API_URL_META_TAG} that deploy/start.sh fills in`);
    if (metaPolicy(page))
      problems.push(`${file} has a Content-Security-Policy <meta> on top of the server's header`);
  } else if (!page.includes(policy ?? 'no policy'))
    problems.push(`${file} lacks the Content-Security-Policy of index.html`);
  for (const tag of page.match(/<script\b[^>]*>/gi) ?? []) {
    if (!/\ssrc=/i.test(tag)) problems.push(`${file} has an inline script: ${tag}`);
  }
}
const shells = htmlFiles.filter((file) => file !== 'index.html');
if (shells.length < 2)
  problems.push(
    `expected the prerendered shells auth/login.html and auth/register.html, found: ${shells.join(', ') || 'none'}`,
  );

// A deploy build ships each script and style sheet precompressed for nginx's gzip_static and brotli_static (but
// for a few tiny ones that compression would make larger), and what they send must be the file itself.
if (deployBuild) {
  for (const file of allFiles.filter((name) => /\.(js|css)$/.test(name))) {
    const original = readFileSync(join(dist, file));
    for (const [suffix, decompress] of [
      ['.gz', gunzipSync],
      ['.br', brotliDecompressSync],
    ]) {
      if (!existsSync(join(dist, file + suffix))) {
        if (original.length > 1024) problems.push(`${file}${suffix} is missing`);
      } else if (!decompress(readFileSync(join(dist, file + suffix))).equals(original))
        problems.push(`${file}${suffix} is not ${file}`);
    }
  }
}

// The worker's precache: what a first visit downloads in all once the worker installs, on top of the page. The
// shopper's shell only: none of the back office's code, nor what only the pages that need the network load
// (tools/manifest.ts, networkBoundFiles). A build for the mock backend has no worker of its own.
let precache;
if (existsSync(join(dist, SHOP_WORKER_FILE))) {
  const urls = [...readFileSync(join(dist, SHOP_WORKER_FILE), 'utf8').matchAll(/"url":"([^"]+)"/g)].map(
    (match) => match[1],
  );
  if (urls.length === 0) problems.push(`no precache list found in ${SHOP_WORKER_FILE}`);
  const networkBound = networkBoundFiles(manifest);
  for (const url of urls.filter((file) => networkBound.has(file)))
    problems.push(
      `the worker precaches ${url}, which only the back office or a page that needs the network loads`,
    );
  precache = { files: urls.length, gzip: urls.reduce((sum, url) => sum + gz(url), 0) };
  if (precache.gzip > PRECACHE_BUDGET)
    problems.push(`the worker's precache is ${kb(precache.gzip)}, over its ${kb(PRECACHE_BUDGET)} budget`);
}

const totalJs = allFiles.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gz(file), 0);
console.log(`Bundle check of ${dist} (first-load closure per page, gzip level 9)`);
console.table(rows);
console.log(
  `Total JS of every route (gzip): ${kb(totalJs)} in ${allFiles.filter((f) => f.endsWith('.js')).length} files`,
);
console.log(
  `Budgets enforced: ${Object.entries(BUDGETS)
    .map(([page, { js, css }]) => `${pathOf(page)} JS ≤ ${kb(js)}, CSS ≤ ${kb(css)}`)
    .join('; ')} (targets: JS ≤ ${kb(TARGET.js)}, CSS ≤ ${kb(TARGET.css)})`,
);
if (precache)
  console.log(
    `The worker's precache (a first visit's download once it installs): ${precache.files} files, ${kb(precache.gzip)} (gzip), budget ${kb(PRECACHE_BUDGET)}`,
  );
for (const row of rows.slice(0, 2)) {
  const js = Number.parseFloat(row['JS (gzip)']) * 1024;
  if (js > TARGET.js)
    console.log(`  ${row.page}: JS misses the ${kb(TARGET.js)} target by ${kb(js - TARGET.js)}`);
}
if (problems.length) {
  console.error(`\nBundle check FAILED:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  'Bundle check passed: within budget, no mock code, no admin code for shoppers, no checkout/admin code for guests, ' +
    (precache
      ? "none of the back office's or the network-bound pages' own code in the worker's precache, "
      : '') +
    (deployBuild
      ? 'pages ready for the API origin of deploy/start.sh, no <meta> policy, the header policy of ' +
        "deploy/security-headers.conf strict and in step with index.html's, gzip and brotli beside every script " +
        'and style sheet.'
      : `strict CSP with ${apiOrigin} in connect-src.`),
);
