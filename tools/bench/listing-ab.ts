/**
 * The signed-in listing under applied throttling, app beside app (npm run bench, part `listing`): for each app,
 * interleaved, a fresh browser context signs in through the app's own form, then `/shop/listing` is loaded
 * directly under emulated slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up) and 4× CPU slowdown (DevTools' live
 * throttling, not Lighthouse's simulation). Three ways a shopper arrives:
 *   cold   – a first visit: the HTTP cache is cleared after the sign-in and no service worker may run;
 *   warm   – a new tab after signing in: the cache the sign-in filled is kept, and an app with a service worker
 *            (ours: the deploy build's) has it installed, with the catalog it keeps, before the load;
 *   return – the same tab reloads the listing it showed: warm, and the listing was loaded once in this tab before
 *            (what the tab and the worker kept of it stays);
 *   kept   – the same, but the view shown first was a filter and a sort (Honey, price high to low, through our URL
 *            contract), and the measured load is the bare address: the view comes from what the tab kept. Ours only:
 *            the original's listing neither reads that address nor has the category.
 * Each in English or in Turkish (`lang: 'tr'`: the shop's language choice stored before the loads; the original
 * has no Turkish and shows English). Figures per load:
 *   readyMs – navigation start until the first frame with an enabled 'Add to cart' button on screen (a usable card)
 *   lcpMs   – the last largest-contentful-paint entry before ready + 3 s
 *   longMs  – blocking time: the sum over long tasks of (duration − 50 ms), until ready + 3 s
 *   jsKB    – script bytes received (encoded) in that load
 * With `timeline`, every request of the load: when it left, when it finished, what it was.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/lib/device/storage-keys.ts';
import { KEPT_CATALOG_CACHE } from '../../src/lib/device/worker-names.ts';

export type ListingArrival = 'cold' | 'warm' | 'return' | 'kept';
export type ListingLanguage = 'en' | 'tr';

export interface ListingVisit {
  arrival: ListingArrival;
  lang: ListingLanguage;
}

/** The card's add button in each of our languages (the original's is the English one), as one pattern's source. */
const ADD_TO_CART_SOURCE = (['en', 'tr'] as const)
  .map((lang) => {
    const catalog = JSON.parse(
      readFileSync(new URL(`../../src/lib/i18n/catalogs/${lang}/catalog.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>;
    const label = catalog['catalog.card.addToCart'];
    if (!label) throw new Error(`no catalog.card.addToCart in the ${lang} catalog`);
    return label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  })
  .join('|');
const ADD_TO_CART = new RegExp(ADD_TO_CART_SOURCE, 'i');

export interface ListingApp {
  name: string;
  origin: string;
  email: string;
  password: string;
  /** The app installs a service worker that keeps the catalog (ours): a warm load waits until it has. */
  serviceWorker?: boolean;
}

export interface ListingFigures {
  readyMs: number;
  lcpMs: number;
  longMs: number;
  jsKB: number;
}

export interface TimelineEntry {
  startMs: number;
  endMs: number;
  kind: string;
  url: string;
  kB: number;
}

/** The sign-in form's field: by its label, else by its placeholder (the original labels some by placeholder). */
async function field(page: Page, name: RegExp) {
  const byLabel = page.getByLabel(name).first();
  if (await byLabel.count()) return byLabel;
  return page.getByPlaceholder(name).first();
}

/** Waits until the app's service worker controls the page and keeps at least one catalog answer. */
async function offlineCopyInstalled(page: Page) {
  await page.waitForFunction(
    async (cacheName) =>
      navigator.serviceWorker.controller !== null && (await (await caches.open(cacheName)).keys()).length > 0,
    KEPT_CATALOG_CACHE,
    { timeout: 30_000, polling: 250 },
  );
}

/** One load of the listing; `timeline` collects its requests. */
export async function measureListing(
  browser: Browser,
  app: ListingApp,
  options: ListingVisit & { timeline?: TimelineEntry[] },
): Promise<ListingFigures> {
  const warm = options.arrival !== 'cold';
  const context = await browser.newContext({
    serviceWorkers: warm ? 'allow' : 'block',
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1.75,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${app.origin}/auth/login`);
    await (await field(page, /email/i)).fill(app.email);
    await (await field(page, /password/i)).fill(app.password);
    await page
      .getByRole('button', { name: /^(sign in|log ?in)$/i })
      .first()
      .click();
    await page.waitForURL(/\/shop\//, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    if (options.lang !== 'en')
      await page.evaluate(
        ([key, lang]) => localStorage.setItem(key, lang),
        [STORAGE_KEYS.language, options.lang],
      );
    if (warm && app.serviceWorker) await offlineCopyInstalled(page);
    if (options.arrival === 'return' || options.arrival === 'kept') {
      // The listing seen once in this tab, unthrottled; the measured load is this tab's next visit to it.
      // The kept view as a shopper's bookmark names it (the listing's URL contract, as the e2e tests write it).
      const keptView = '?category=honey&sortBy=price-hightolow';
      await page.goto(`${app.origin}/shop/listing${options.arrival === 'kept' ? keptView : ''}`);
      await page
        .getByRole('button', { name: ADD_TO_CART })
        .first()
        .waitFor({ state: 'visible', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    }

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (!warm) await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1_638_400 / 8,
      uploadThroughput: 750_000 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    let scriptBytes = 0;
    const scripts = new Set<string>();
    const requests = new Map<string, { start: number; url: string; kind: string }>();
    let navigationStart = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!navigationStart && event.type === 'Document') navigationStart = event.timestamp;
      requests.set(event.requestId, {
        start: event.timestamp,
        url: event.request.url,
        kind: event.type ?? '',
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (scripts.has(event.requestId)) scriptBytes += event.encodedDataLength;
      const request = requests.get(event.requestId);
      if (options.timeline && request && navigationStart) {
        options.timeline.push({
          startMs: Math.round((request.start - navigationStart) * 1000),
          endMs: Math.round((event.timestamp - navigationStart) * 1000),
          kind: request.kind,
          url: request.url,
          kB: Math.round(event.encodedDataLength / 102.4) / 10,
        });
      }
    });
    await page.addInitScript((addToCartSource: string) => {
      const addToCart = new RegExp(addToCartSource, 'i');
      const figures = window as unknown as { __lcp: number; __long: number; __ready: number | null };
      figures.__lcp = 0;
      figures.__long = 0;
      // The first frame with an enabled 'Add to cart' button on screen, checked on every frame (Playwright's
      // polling checks at 20, 50, 100, 100 ms and then every 500 ms, which would round a load up by as much).
      figures.__ready = null;
      const checkReady = () => {
        for (const button of document.querySelectorAll('button')) {
          const name = `${button.textContent} ${button.getAttribute('aria-label') ?? ''}`;
          if (button.disabled || !addToCart.test(name)) continue;
          const box = button.getBoundingClientRect();
          if (box.width > 0 && box.height > 0 && box.top < innerHeight) {
            figures.__ready = performance.now();
            return;
          }
        }
        requestAnimationFrame(checkReady);
      };
      requestAnimationFrame(checkReady);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) figures.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) figures.__long += Math.max(0, entry.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
    }, ADD_TO_CART_SOURCE);

    const started = Date.now();
    await page.goto(`${app.origin}/shop/listing`, { waitUntil: 'commit' });
    let readyMs = NaN;
    try {
      await page
        .getByRole('button', { name: ADD_TO_CART })
        .first()
        .waitFor({ state: 'visible', timeout: 60_000 });
      const framed = await page.evaluate(() => (window as unknown as { __ready: number | null }).__ready);
      readyMs = framed === null ? Date.now() - started : Math.round(framed);
    } catch {
      // Never usable: the figure stays NaN and the median leaves it out.
    }
    // What the page paints and blocks in the 3 s after it became usable counts too.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 3000)));
    const { lcp, long } = await page.evaluate(() => {
      const figures = window as unknown as { __lcp: number; __long: number };
      return { lcp: Math.round(figures.__lcp), long: Math.round(figures.__long) };
    });
    options.timeline?.sort((a, b) => a.startMs - b.startMs);
    return { readyMs, lcpMs: lcp, longMs: long, jsKB: Math.round(scriptBytes / 1024) };
  } finally {
    await context.close();
  }
}

/** `runs` loads per app for one way of arriving, interleaved (app A, app B, app A, …). */
export async function listingAb(browser: Browser, apps: ListingApp[], runs: number, visit: ListingVisit) {
  const results = new Map<string, ListingFigures[]>(apps.map((app) => [app.name, []]));
  const label = `${visit.arrival} ${visit.lang}`;
  for (let run = 1; run <= runs; run += 1) {
    for (const app of apps) {
      const figures = await measureListing(browser, app, visit).catch((error: unknown) => {
        console.log(`  ${label} run ${run} of ${app.name} failed: ${(error as Error).message}`);
        return undefined;
      });
      if (!figures) continue;
      results.get(app.name)?.push(figures);
      console.log(
        `  ${label} run ${run} of ${app.name}: usable card ${figures.readyMs} ms, LCP ` +
          `${figures.lcpMs} ms, blocking ${figures.longMs} ms, JS ${figures.jsKB} KB`,
      );
    }
  }
  return results;
}
