/**
 * What a guest's first visit downloads in all (npm run bench, part `firstvisit`): a fresh browser context (nothing
 * on the device) opens `/`, stays on it for `idleMs` without doing anything, and every byte received is counted:
 *   page   – the page's own requests (documents, scripts, styles, images, fonts, the backend's answers), as
 *            received (encoded); an answer the service worker gave is counted where the worker fetched it;
 *   worker – what the service worker fetched (its precache, and anything it fetched for the page), from its
 *            Resource Timing entries (transfer size: body as sent, with headers; 0 when the HTTP cache had it);
 *   script – the worker's own file, as the server sends it to a browser that accepts brotli and gzip (the browser
 *            fetches it outside the page, where the page's counts cannot see it).
 */
import { get } from 'node:http';
import type { Browser } from 'playwright-core';

export interface FirstVisitBytes {
  pageKB: number;
  pageFiles: number;
  workerKB: number;
  workerFiles: number;
  scriptKB: number;
  totalKB: number;
}

const kilobytes = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** The bytes of `url`'s body as sent (compressed, as the server chooses), headers aside. */
function bytesSent(url: string): Promise<number> {
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done(response.statusCode === 200 ? bytes : 0));
    }).on('error', fail);
  });
}

export async function firstVisitBytes(
  browser: Browser,
  origin: string,
  options: { idleMs: number },
): Promise<FirstVisitBytes> {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 412, height: 823 },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const answeredByWorker = new Set<string>();
    let pageBytes = 0;
    let pageFiles = 0;
    cdp.on('Network.responseReceived', (event) => {
      if (event.response.fromServiceWorker) answeredByWorker.add(event.requestId);
    });
    cdp.on('Network.loadingFinished', (event) => {
      if (answeredByWorker.has(event.requestId)) return;
      pageBytes += event.encodedDataLength;
      pageFiles += 1;
    });
    await page.goto(`${origin}/`);
    // The visitor lands and looks: nothing is pressed while the page and its worker do what they do by themselves.
    await page.evaluate((idleMs) => new Promise((done) => setTimeout(done, idleMs)), options.idleMs);

    let workerBytes = 0;
    let workerFiles = 0;
    for (const worker of context.serviceWorkers()) {
      const entries = await worker.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => (entry as PerformanceResourceTiming).transferSize),
      );
      for (const size of entries) {
        workerBytes += size;
        if (size > 0) workerFiles += 1;
      }
    }
    let scriptBytes = 0;
    for (const worker of context.serviceWorkers()) scriptBytes += await bytesSent(worker.url());
    return {
      pageKB: kilobytes(pageBytes),
      pageFiles,
      workerKB: kilobytes(workerBytes),
      workerFiles,
      scriptKB: kilobytes(scriptBytes),
      totalKB: kilobytes(pageBytes + workerBytes + scriptBytes),
    };
  } finally {
    await context.close();
  }
}
