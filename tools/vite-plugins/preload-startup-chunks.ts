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
 * Marks the modulepreload links of the entry's own static imports (the small chunk with the early requests, the
 * bundler's runtime). The browser learns of them only once the entry has arrived, a round trip later, and the
 * early requests wait for them: listed in the page, they download beside the entry. A prerendered page keeps
 * these links (tools/vite-plugins/prerender-shells.ts moves the others after its first paint): its own early
 * request, the landing's first feature image, needs them.
 */
export const ENTRY_IMPORT_ATTRIBUTE = 'data-entry-import';

/** The entry's static imports that the page does not link yet (Vite links none of them in this build). */
export function entryImportFiles(html: string, entry: BundleChunk): string[] {
  return entry.imports.filter((fileName) => !html.includes(`href="/${fileName}"`));
}

/**
 * main.tsx starts up in steps (dynamic imports, one task each). Their files are listed as modulepreload links
 * in index.html so the browser fetches them in parallel with the entry, not one after another; so are the
 * entry's own static imports.
 */
export function preloadStartupChunks(): Plugin {
  return {
    name: 'preload-startup-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }): HtmlTagDescriptor[] {
        if (!bundle || !entry) return [];
        const entryImports = entryImportFiles(html, entry).map((fileName) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${fileName}`,
            [ENTRY_IMPORT_ATTRIBUTE]: true,
          },
          injectTo: 'head' as const,
        }));
        return [
          ...entryImports,
          ...startupPreloadFiles(bundle, entry).map((fileName) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
