/**
 * Diagnostic, not part of npm test: loads routes of the bench's deploy build (bench-results/dist-deploy, or
 * BENCH_DIST), served by nginx through deploy/start.sh as npm run bench serves it, and
 * prints the paint events and each long main-thread task with what it spent its time on. Like Lighthouse's
 * simulated throttling, a task counts as long when 4× (PROFILE_SLOWDOWN) its CPU time passes 50 ms.
 * PROFILE_QUIET=1 prints only the summary line and the paints. A build with source maps (`vite build --sourcemap`)
 * gets its frames named by source file and function instead of by minified name. Usage (after `npm run bench` built
 * the folder):
 *   node tools/bench/profile.ts / /auth/login /shop/listing
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { DEPLOY_API, DEPLOY_ORIGIN, startDeployBenchServers, storeShopperSession } from './bench-servers.ts';

// PROFILE_SLOWDOWN: the CPU slowdown Lighthouse's simulation would apply (its default 4; a slower host's, say 9, to
// see which tasks count there).
const SLOWDOWN = Number(process.env.PROFILE_SLOWDOWN) || 4;
const LONG_TASK_US = 50_000 / SLOWDOWN;
const DIST = resolve(process.env.BENCH_DIST ?? resolve('bench-results', 'dist-deploy'));
const site = { origin: DEPLOY_ORIGIN, api: DEPLOY_API };

const sourceMaps = new Map<string, SourceMap | null>();
/**
 * A frame's name: `function file:line` of the built script, or, where the build has source maps,
 * `source:function` (a package's path from its name, the app's from src/).
 */
function frameName({ functionName, url, lineNumber, columnNumber }: CallFrame): string {
  const file = url.split('/').pop() ?? '';
  if (!sourceMaps.has(file)) {
    const mapFile = resolve(DIST, 'assets', `${file}.map`);
    sourceMaps.set(
      file,
      file.endsWith('.js') && existsSync(mapFile)
        ? new SourceMap(
            JSON.parse(readFileSync(mapFile, 'utf8')) as ConstructorParameters<typeof SourceMap>[0],
          )
        : null,
    );
  }
  const origin = sourceMaps.get(file)?.findOrigin(lineNumber + 1, columnNumber + 1);
  if (!origin || !('fileName' in origin)) return `${functionName || '(anon)'} ${file}:${lineNumber}`;
  const source = origin.fileName.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
  return `${source}:${origin.name ?? functionName ?? ''}`;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  tid: number;
  pid: number;
  cat: string;
  args?: {
    data?: { url?: string; functionName?: string; stackTrace?: { url: string; functionName: string }[] };
  };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const servers = await startDeployBenchServers(DIST);
const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox'],
});
try {
  for (const path of process.argv.slice(2)) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    const page = await context.newPage();
    if (path.startsWith('/shop')) await storeShopperSession(page, site);
    // No live throttling: like Lighthouse's simulation, observed CPU (thread) time is multiplied by 4.
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'blink.user_timing',
        'loading',
      ],
    });
    const started = Date.now();
    await page.goto(`${site.origin}${path}`, { waitUntil: 'networkidle' });
    await page.evaluate(() => new Promise((done) => setTimeout(done, 1500)));
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const navStart = events.find((event) => event.name === 'navigationStart')?.ts ?? events[0]!.ts;
    // The renderer main thread: the thread with the most RunTask time among CrRendererMain.
    const threadNames = events.filter(
      (event) =>
        event.name === 'thread_name' &&
        (event.args as { name?: string } | undefined)?.name === 'CrRendererMain',
    );
    // The page's own: the thread that painted its first content (the browser's own pages, such as the new tab
    // page's, run on renderer main threads of their own).
    const painted = events.find((event) => event.name === 'firstContentfulPaint');
    const mains = new Set(
      threadNames
        .filter((event) => !painted || (event.pid === painted.pid && event.tid === painted.tid))
        .map((event) => `${event.pid}:${event.tid}`),
    );
    const tasks = events.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        mains.has(`${event.pid}:${event.tid}`) &&
        (event.tdur ?? event.dur ?? 0) > LONG_TASK_US,
    );
    // Thread time (CPU actually used) is steadier than wall time on a busy machine.
    const allTasks = events.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        mains.has(`${event.pid}:${event.tid}`) &&
        event.ts > navStart,
    );
    const cpuBlocking = allTasks.reduce(
      (sum, task) => sum + Math.max(0, (SLOWDOWN * (task.tdur ?? task.dur ?? 0)) / 1000 - 50),
      0,
    );
    const cpuTotal = allTasks.reduce((sum, task) => sum + (task.tdur ?? task.dur ?? 0) / 1000, 0);
    const fcp = events.find((event) => event.name === 'firstContentfulPaint');
    const lcp = events.filter((event) => event.name === 'largestContentfulPaint::Candidate').at(-1);
    const at = (event?: TraceEvent) => (event ? `${((event.ts - navStart) / 1000).toFixed(0)} ms` : 'n/a');
    console.log(
      `\n${path} (load ${Date.now() - started} ms wall): ${tasks.length} tasks over ${(LONG_TASK_US / 1000).toFixed(1)} ms of CPU (over 50 ms at Lighthouse's ${SLOWDOWN}x), blocking at ${SLOWDOWN}x ${cpuBlocking.toFixed(0)} ms of ${cpuTotal.toFixed(0)} ms CPU, FCP ${at(fcp)}, LCP ${at(lcp)}`,
    );
    for (const candidate of events.filter(
      (event) =>
        event.name === 'largestContentfulPaint::Candidate' ||
        event.name === 'firstContentfulPaint' ||
        event.name === 'firstPaint',
    )) {
      console.log(
        `  ${candidate.name} @${((candidate.ts - navStart) / 1000).toFixed(0)} ms ${JSON.stringify(candidate.args?.data ?? {}).slice(0, 200)}`,
      );
    }
    if (process.env.PROFILE_QUIET) {
      await context.close();
      continue;
    }
    // CPU samples from the profiler for JS attribution.
    const nodes = new Map<number, CallFrame & { parent?: number }>();
    const samples: { ts: number; node: number }[] = [];
    // Each thread has a profile of its own, with node ids of its own: only the page's main thread's.
    // A thread's profile is named by its Profile event (on that thread); its chunks carry the same id.
    const mainProfiles = new Set(
      events
        .filter((event) => event.name === 'Profile' && mains.has(`${event.pid}:${event.tid}`))
        .map((event) => `${event.pid}:${(event as { id?: string }).id}`),
    );
    const onMain = (event: TraceEvent) => mainProfiles.has(`${event.pid}:${(event as { id?: string }).id}`);
    for (const event of events) {
      if (event.name !== 'ProfileChunk' || !onMain(event)) continue;
      const data = (
        event.args as {
          data?: {
            cpuProfile?: {
              nodes?: {
                id: number;
                parent?: number;
                callFrame: CallFrame;
              }[];
              samples?: number[];
            };
            timeDeltas?: number[];
          };
        }
      ).data;
      for (const node of data?.cpuProfile?.nodes ?? [])
        nodes.set(node.id, { ...node.callFrame, parent: node.parent });
      let ts = samples.at(-1)?.ts ?? events.find((e) => e.name === 'Profile' && onMain(e))?.ts ?? 0;
      const deltas = data?.timeDeltas ?? [];
      (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
        ts += deltas[index] ?? 0;
        samples.push({ ts, node });
      });
    }
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      const inside = events.filter(
        (event) =>
          event.ph === 'X' &&
          event.pid === task.pid &&
          event.tid === task.tid &&
          event.ts >= task.ts &&
          event.ts < end &&
          event !== task,
      );
      const byName = new Map<string, number>();
      for (const event of inside) {
        if (
          ![
            'FunctionCall',
            'EvaluateScript',
            'v8.compileModule',
            'v8.evaluateModule',
            'UpdateLayoutTree',
            'Layout',
            'Paint',
            'ParseHTML',
            'ParseAuthorStyleSheet',
            'MajorGC',
            'MinorGC',
            'V8.GC_SCAVENGER',
            'TimerFire',
            'FireAnimationFrame',
            'EventDispatch',
            'HitTest',
            'PrePaint',
            'RunMicrotasks',
            'v8.run',
            'Commit',
          ].includes(event.name)
        )
          continue;
        byName.set(event.name, (byName.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
      }
      const self = new Map<string, number>();
      const ours = new Map<string, number>();
      const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
      for (let i = 0; i < inTask.length; i += 1) {
        const sample = inTask[i]!;
        const dt = ((inTask[i + 1]?.ts ?? end) - sample.ts) / 1000;
        const frame = nodes.get(sample.node);
        if (!frame) continue;
        const key = frame.url ? frameName(frame) : frame.functionName || '(anon)';
        self.set(key, (self.get(key) ?? 0) + dt);
        // nearest non-framework app frame in the stack
        let id: number | undefined = sample.node;
        const seen = new Set<string>();
        while (id !== undefined) {
          const f = nodes.get(id);
          if (!f) break;
          const file = (f.url ?? '').split('/').pop() ?? '';
          const k = file && !file.startsWith('framework') ? frameName(f) : '';
          if (k && !seen.has(k)) {
            seen.add(k);
            ours.set(k, (ours.get(k) ?? 0) + dt);
          }
          id = f.parent;
        }
      }
      const top = (map: Map<string, number>, n: number) =>
        [...map]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${k}=${v.toFixed(1)}`)
          .join(', ');
      console.log(
        `- @${((task.ts - navStart) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(1)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(1)} ms): ${top(byName, 6)}`,
      );
      console.log(`    self: ${top(self, 6)}`);
      console.log(`    app frames (inclusive): ${top(ours, 8)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await servers.close();
}
process.exit(0);
