import type { HtmlTagDescriptor, Plugin } from 'vite';
import { staticClosure } from '../manifest.ts';

/** The parts of Rollup's output that the walk reads, so a test can pass a bundle of its own. */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
}
export type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/**
 * The files start-up loads beyond the entry and its static imports: what the entry imports dynamically, with
 * their static imports, but for the mock backend (only mock mode loads it). The entry's own static imports
 * are already in the page as Vite's modulepreload links.
 */
export function startupPreloadFiles(bundle: Bundle, entry: BundleChunk): string[] {
  const chunkOf = (fileName: string) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? { file: chunk.fileName, imports: chunk.imports } : undefined;
  };
  const roots = entry.dynamicImports.filter((fileName) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' && !chunk.facadeModuleId?.includes('/mocks/');
  });
  const { js: files } = staticClosure(roots, chunkOf);
  entry.imports.forEach((fileName) => files.delete(fileName));
  files.delete(entry.fileName);
  return [...files];
}

/**
 * main.tsx starts up in steps (dynamic imports, one task each). Their files are listed as modulepreload links
 * in index.html so the browser fetches them in parallel with the entry, not one after another.
 */
export function preloadStartupChunks(): Plugin {
  return {
    name: 'preload-startup-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }): HtmlTagDescriptor[] {
        if (!bundle || !entry) return [];
        return startupPreloadFiles(bundle, entry).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
