/**
 * Vite's build manifest (.vite/manifest.json; keys are source paths from the project root, such as
 * src/routes/auth/login.tsx?tsr-split=component---loader) and the walk over its static imports, shared by the
 * prerender plugin and .ci/check-bundle.mjs (Node runs this file directly: plain TypeScript, no enums or the
 * like).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';

export type { Manifest };

/** A chunk as the walk sees it: its file, its style sheets and the keys of what it imports statically. */
export interface ChunkNode {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface Closure {
  /** Script files in the order the walk met them (depth first from the first root). */
  js: Set<string>;
  css: Set<string>;
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * What the roots need before they can run: their chunks and everything those import statically, transitively.
 * Dynamic imports are left out: they load only when the code asks. `chunkOf` names the chunk behind a key, or
 * nothing for a key that is not a chunk (it is skipped), so the same walk serves the manifest and Rollup's
 * bundle.
 */
export function staticClosure(
  roots: Iterable<string>,
  chunkOf: (key: string) => ChunkNode | undefined,
): Closure {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunkOf(key);
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return { js, css };
}

/** staticClosure over the manifest, from its keys. */
export function manifestClosure(manifest: Manifest, keys: Iterable<string>): Closure {
  return staticClosure(keys, (key) => manifest[key]);
}

/** The back office's own modules: its route files (split or not) and its message bundle in each language. */
const ADMIN_ROUTE = /^src\/routes\/admin\/|^virtual:messages\/[^/]+\/admin$/;

/**
 * The pages that do nothing without the network, besides the back office: the account (its orders and addresses
 * are the backend's), checkout and the payment's return, and the links a mail sends (reset, verify).
 */
const NETWORK_BOUND_ROUTE =
  /^src\/routes\/(shop\/(account|checkout|payment-success|paypal-return)|auth\/(request-reset|reset-password\.\$token|verify))\.tsx/;

/**
 * The files only the modules `isOwn` picks can load: every chunk and style sheet they reach, statically or
 * dynamically (a lazily loaded chart, drawer, CSV export), that nothing else reaches from the entry.
 */
function filesOnlyReachedFrom(manifest: Manifest, isOwn: (key: string) => boolean): Set<string> {
  const reachedFrom = (roots: Iterable<string>, enter: (key: string) => boolean) => {
    const seen = new Set<string>();
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || !enter(key)) return;
      seen.add(key);
      files.add(chunk.file);
      for (const file of chunk.css ?? []) files.add(file);
      for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
    };
    for (const root of roots) visit(root);
    return files;
  };
  const keys = Object.keys(manifest);
  const entries = keys.filter((key) => manifest[key]?.isEntry);
  const everyoneElse = reachedFrom(entries, (key) => !isOwn(key));
  const own = reachedFrom(keys.filter(isOwn), () => true);
  return new Set([...own].filter((file) => !everyoneElse.has(file)));
}

/** The files only the back office can load: a shopper never downloads them (.ci/check-bundle.mjs holds that). */
export function adminOnlyFiles(manifest: Manifest): Set<string> {
  return filesOnlyReachedFrom(manifest, (key) => ADMIN_ROUTE.test(key));
}

/**
 * The files only the back office and the network-bound pages can load. The shop's service worker leaves them out
 * of its precache: offline they could show nothing of use, and every shopper's first visit would download them.
 * The worker keeps them when a page loads them (src/app/service-worker/sw.ts).
 */
export function networkBoundFiles(manifest: Manifest): Set<string> {
  return filesOnlyReachedFrom(manifest, (key) => ADMIN_ROUTE.test(key) || NETWORK_BOUND_ROUTE.test(key));
}
