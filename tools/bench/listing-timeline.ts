/**
 * Diagnostic, not part of npm test: the request timeline of one signed-in listing load under the listing A/B's
 * applied throttling (listing-ab.ts), for the bench's deploy build (bench-results/dist-deploy, or BENCH_DIST)
 * served as npm run bench serves it. Prints when each request left and finished, in ms from navigation.
 *   node tools/bench/listing-timeline.ts [cold|warm|return|kept] [en|tr]
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { DEPLOY_ORIGIN, SHOPPER, startDeployBenchServers } from './bench-servers.ts';
import { measureListing, type ListingVisit, type TimelineEntry } from './listing-ab.ts';

const DIST = resolve(process.env.BENCH_DIST ?? resolve('bench-results', 'dist-deploy'));
const ARRIVALS = ['cold', 'warm', 'return', 'kept'] as const;
const visit: ListingVisit = {
  arrival: ARRIVALS.find((arrival) => arrival === process.argv[2]) ?? 'warm',
  lang: process.argv[3] === 'tr' ? 'tr' : 'en',
};
const servers = await startDeployBenchServers(DIST);
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox'],
});
try {
  const timeline: TimelineEntry[] = [];
  const figures = await measureListing(
    browser,
    { name: 'ours', origin: DEPLOY_ORIGIN, ...SHOPPER, serviceWorker: true },
    { ...visit, timeline },
  );
  console.log(`${visit.arrival} ${visit.lang} load: ${JSON.stringify(figures)}`);
  for (const entry of timeline) {
    const path = new URL(entry.url).pathname;
    console.log(
      `${String(entry.startMs).padStart(6)}–${String(entry.endMs).padEnd(6)} ${entry.kind.padEnd(10)} ` +
        `${String(entry.kB).padStart(6)} kB ${path}`,
    );
  }
} finally {
  await browser.close();
  await servers.close();
}
process.exit(0);
