/**
 * Lighthouse as a user runs it: the CLI with its defaults (mobile, simulated throttling: 4× CPU, slow 4G), a
 * fresh Chrome profile per run and a cold HTTP cache. Only the signed-in page gets a profile of its own, with
 * the session stored in it beforehand (see seedSignedInProfile).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { storeShopperSession } from './bench-servers.ts';

export const CHROME_PATH = '/usr/bin/chromium';
const CLI = resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');

/** One Lighthouse run's figures: scores 0–100, times in ms, bytes. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  benchmarkIndex: number;
  /** What the unthrottled load showed, before Lighthouse's simulation: tells a slow page from a slow host. */
  observedFcp: number;
  observedLcp: number;
}

export function figuresOf(lhr: Result): LighthouseFigures {
  const { categories, audits } = lhr;
  const score = (id: string) => (categories[id]?.score ?? NaN) * 100;
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  // resource-summary: bytes transferred over the network per resource type (compressed, headers included).
  const summary = audits['resource-summary']?.details;
  const scriptRow =
    summary?.type === 'table' ? summary.items.find((item) => item['resourceType'] === 'script') : undefined;
  const scriptBytes = scriptRow?.['transferSize'];
  const metrics = audits['metrics']?.details;
  const observed = (key: string) => {
    const value =
      metrics?.type === 'debugdata' ? (metrics.items?.[0] as Record<string, unknown>)?.[key] : NaN;
    return typeof value === 'number' ? value : NaN;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: typeof scriptBytes === 'number' ? scriptBytes : NaN,
    // Lighthouse's own CPU speed probe of this host: simulated 4× throttling multiplies the observed work, so a
    // busy shared machine (a low index) inflates TBT and LCP.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    observedFcp: observed('observedFirstContentfulPaint'),
    observedLcp: observed('observedLargestContentfulPaint'),
  };
}

/**
 * BENCH_LIGHTHOUSE_CPU_SLOWDOWN: the simulated CPU slowdown instead of the defaults' 4×, to see on a fast hour
 * what a slow host gives (the same for both apps). Its figures are not the bench's result, which is the CLI's
 * defaults.
 */
export const SLOWDOWN = Number(process.env.BENCH_LIGHTHOUSE_CPU_SLOWDOWN) || undefined;

/**
 * `node node_modules/lighthouse/cli/index.js <url> --output=json --output-path=<file>
 * --chrome-flags="--headless=new --no-sandbox" --only-categories=performance,accessibility,best-practices`
 * with CHROME_PATH=/usr/bin/chromium. `userDataDir` replaces the CLI's fresh temporary profile (Chrome takes the
 * last --user-data-dir given, and chrome-launcher puts the CLI's --chrome-flags after its own).
 */
export function runLighthouseCli(url: string, outputPath: string, userDataDir?: string) {
  const chromeFlags = ['--headless=new', '--no-sandbox'];
  if (userDataDir) chromeFlags.push(`--user-data-dir=${userDataDir}`);
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    '--only-categories=performance,accessibility,best-practices',
    '--quiet',
    // A diagnostic, never a result: a slower host's figures on a fast one (the defaults' multiplier is 4).
    ...(SLOWDOWN ? [`--throttling.cpuSlowdownMultiplier=${SLOWDOWN}`] : []),
  ];
  return new Promise<Result>((done, fail) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: existsSync(CHROME_PATH) ? CHROME_PATH : '' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0 || !existsSync(outputPath)) {
        fail(new Error(`lighthouse exited with ${code}: ${errors.trim().split('\n').slice(-3).join(' ')}`));
        return;
      }
      done(JSON.parse(readFileSync(outputPath, 'utf8')) as Result);
    });
  });
}

/**
 * A Chrome profile holding the demo shopper's session (the session's localStorage key, STORAGE_KEYS.session, of `site.origin`): the CLI
 * cannot set localStorage, so each signed-in run starts Chrome on a fresh copy of this profile. Lighthouse's
 * default storage reset still clears the HTTP cache, service workers and Cache Storage (not localStorage).
 */
export async function seedSignedInProfile(userDataDir: string, site: { origin: string; api: string }) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: existsSync(CHROME_PATH) ? CHROME_PATH : undefined,
    headless: true,
    args: ['--no-sandbox'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await storeShopperSession(page, site);
    await page.goto('about:blank');
  } finally {
    await context.close();
  }
}
