import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { FirstPage as SourcePage } from '../../src/boot/first-pages.ts';
import { SECTION_MESSAGE_BUNDLES } from '../../src/lib/i18n/message-bundles.ts';
import { FIRST_PAGE_MODULES_META } from '../build-names.ts';
import { staticClosure } from '../manifest.ts';
import type { Bundle, BundleChunk } from './preload-startup-chunks.ts';
import { startupPreloadFiles } from './preload-startup-chunks.ts';

/** A chunk as Vite's build describes it: with the style sheets it imports. */
type StyledChunk = BundleChunk & { viteMetadata?: { importedCss?: Set<string> } };

/** A page to preload: its path, its route files (src/routes/...) and its message bundles. */
export interface FirstPage {
  path: string;
  routes: string[];
  messageBundles: readonly string[];
}

const ROUTE_SPLIT = /src[\\/]routes[\\/](.+)\.tsx\?tsr-split=/;
const MESSAGE_BUNDLE = /virtual:messages\/([\w-]+)\/([\w-]+)$/;

/**
 * The meta's content (src/boot/shell-meta.ts, FIRST_PAGE_MODULES_META): for each page, the style sheets of its
 * route chunks and of start-up's (Vite adds them only when the chunk is imported, and waits for them), the
 * files its route chunks need that start-up does not load anyway, then each locale's message bundles as
 * `locale=file`.
 */
export function firstPageModules(bundle: Bundle, entry: BundleChunk, pages: FirstPage[]): string {
  const chunks = Object.values(bundle).filter((chunk): chunk is BundleChunk => chunk.type === 'chunk');
  const chunkOf = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return undefined;
    const css = [...((chunk as StyledChunk).viteMetadata?.importedCss ?? [])];
    return { file: chunk.fileName, imports: chunk.imports, css };
  };
  const startup = new Set([
    entry.fileName,
    ...staticClosure([entry.fileName], chunkOf).js,
    ...startupPreloadFiles(bundle, entry),
  ]);
  return pages
    .map((page) => {
      const roots = chunks
        .filter((chunk) => page.routes.includes(ROUTE_SPLIT.exec(chunk.facadeModuleId ?? '')?.[1] ?? ''))
        .map((chunk) => chunk.fileName);
      const closure = staticClosure([...roots, ...startupPreloadFiles(bundle, entry)], chunkOf);
      const code = [...closure.js].filter((file) => !startup.has(file));
      // The style sheets the page's chunks (and start-up's) bring: Vite applies them before the chunk runs.
      const styles = [...closure.css];
      const messages = chunks.flatMap((chunk) => {
        const [, locale, name] = MESSAGE_BUNDLE.exec(chunk.facadeModuleId ?? '') ?? [];
        return locale && name && page.messageBundles.includes(name) ? [`${locale}=/${chunk.fileName}`] : [];
      });
      return [page.path, ...[...styles, ...code].map((file) => `/${file}`), ...messages].join(' ');
    })
    .join(';');
}

/**
 * The pages a visitor opens first that start-up preloads (src/boot/first-pages.ts: the landing, the shop's listing
 * and home) get their code and messages listed in index.html, for main.tsx to preload at once: otherwise the router
 * asks for them only once the framework has run and the session is checked, and each chunk's own imports follow
 * one round trip later.
 */
export function firstPageModulesMeta(firstPages: readonly SourcePage[]): Plugin {
  const pages = firstPages
    .filter((page) => page.preloaded)
    .map(({ path, routeFiles, section }) => ({
      path,
      routes: [...routeFiles],
      messageBundles: SECTION_MESSAGE_BUNDLES[section],
    }));
  return {
    name: 'first-page-modules',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }): HtmlTagDescriptor[] {
        if (!bundle || !entry) return [];
        return [
          {
            tag: 'meta',
            attrs: { name: FIRST_PAGE_MODULES_META, content: firstPageModules(bundle, entry, pages) },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
