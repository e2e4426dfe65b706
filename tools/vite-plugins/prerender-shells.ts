import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as Prerenderer from '../../src/prerender.tsx';
import type { PrerenderedPage } from '../../src/prerender.tsx';
import type { FirstPage } from '../../src/boot/first-pages.ts';
import {
  DEFERRED_STYLESHEET_ATTRIBUTE,
  FIRST_PAGE_MODULES_META,
  PRELOAD_MODULES_META,
  STARTUP_PLACEHOLDER_END,
  STARTUP_PLACEHOLDER_START,
} from '../build-names.ts';
import { criticalCss } from '../critical-css.ts';
import { manifestClosure, readManifest, type Manifest } from '../manifest.ts';
import { LANDING_PAGE_FILE } from '../../src/lib/device/worker-names.ts';

/**
 * Until the app takes over, a shell's form controls are disabled, so nothing typed into them can be lost.
 * React's markup, so every such tag opens as `<input`, `<button`, `<textarea` or `<select`. The auth screens
 * render their controls disabled themselves until hydrated (src/features/auth/components/auth-form.tsx); a
 * control that already says so is left as it is.
 */
export function disableFormControls(html: string): string {
  return html.replace(/<(input|button|textarea|select)\b(?![^>]*\sdisabled\b)/g, '<$1 disabled');
}

/**
 * The manifest keys of a page's route files: the file itself or the chunks the router plugin split it into
 * (`src/routes/auth/login.tsx?tsr-split=component---loader`), in the manifest's order. A route without chunks
 * of its own (the root, a redirect-only index) has none.
 */
export function routeChunkKeys(manifest: Manifest, routeFiles: string[]): string[] {
  return Object.keys(manifest).filter((key) =>
    routeFiles.some((file) => key === file || key.startsWith(`${file}?tsr-split=`)),
  );
}

/**
 * The landing's shell. index.html stays the app for every other path (the SPA fallback), so `/` needs a file
 * of its own: deploy/nginx.conf, `vite preview` (below) and the bench's server serve it for `/`.
 */
const LANDING_SHELL_FILE = LANDING_PAGE_FILE;

/**
 * Where a page's shell goes: its own file (`/auth/login` → `auth/login.html`), which `vite preview` and most
 * static hosts serve for that path; the landing's is LANDING_SHELL_FILE.
 */
export function shellFileName(path: string): string {
  if (path === '/') return LANDING_SHELL_FILE;
  return `${path.replace(/^\//, '')}.html`;
}

/**
 * index.html without its loading placeholder (its markup and its style, each between the placeholder's
 * comments): a prerendered page paints its real content instead.
 */
export function withoutStartupPlaceholder(html: string): string {
  let result = html;
  for (;;) {
    const start = result.indexOf(STARTUP_PLACEHOLDER_START);
    const end = result.indexOf(STARTUP_PLACEHOLDER_END, start);
    if (start < 0 || end < 0) return result;
    result = result.slice(0, start).trimEnd() + result.slice(end + STARTUP_PLACEHOLDER_END.length);
  }
}

const FIRST_PAGE_MODULES_TAG = new RegExp(`\\s*<meta name="${FIRST_PAGE_MODULES_META}"[^>]*>`);
const ENTRY_SCRIPT = '<script type="module" crossorigin src=';
const MODULEPRELOAD_LINK = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

/** The built index.html with the prerendered page in #root, its title, and its code listed for main.tsx. */
export function shellPage(template: string, page: PrerenderedPage, manifest: Manifest): string {
  // The page's own code (its route chunks) starts downloading with the rest, not after the router asks.
  const routeCode = manifestClosure(manifest, routeChunkKeys(manifest, page.routeFiles)).js;
  // No modulepreload links in a shell: they would share the slow first bytes with the HTML and CSS the shell
  // needs to paint. main.tsx reads this list and preloads it all at once, after the first paint.
  const startupFiles = [...template.matchAll(MODULEPRELOAD_LINK)].map((match) => match[1]);
  const modules = [...new Set([...startupFiles, ...routeCode])].map((file) => `/${file}`).join(' ');
  // Replacer functions: the page's text goes in as it is, `$&` and the like included.
  let html = withoutStartupPlaceholder(template)
    .replace(MODULEPRELOAD_LINK, '')
    // index.html's list of other first pages' code (first-page-modules.ts): nothing a shell preloads.
    .replace(FIRST_PAGE_MODULES_TAG, '')
    // The entry runs as soon as it has arrived, not once the page has been parsed: its requests leave that much
    // sooner, and it waits for the page itself before it touches it (src/main.tsx).
    .replace(ENTRY_SCRIPT, '<script type="module" async crossorigin src=')
    .replace('</head>', () => `  <meta name="${PRELOAD_MODULES_META}" content="${modules}" />\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${disableFormControls(page.html)}</div>`);
  const { title } = page;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  return html;
}

const SHELL_END_ID = 'shell-end';
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * A shell's style: the rules its first paint needs go inline (tools/critical-css.ts), taken from the page's
 * style sheets and those of its route chunks (`routeCss`, which the router loads with the page's code). The
 * page's own style sheets no longer hold up the paint: each becomes a preload that main.tsx turns into the
 * style sheet in the same place (before the app changes anything on the page), and a <noscript> style sheet
 * without JavaScript. The inline rules come after them, as the route's style sheets come after the page's, so
 * the cascade is the same before and after they apply. With no style sheet to wait for, the browser could
 * paint the page before it has all of #root: it waits for it instead (`rel="expect"`), or the form would grow
 * under the visitor's eyes.
 */
export function inlineCriticalCss(
  page: string,
  routeCss: string[],
  readAsset: (file: string) => string,
): string {
  const pageCss = [...page.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
  if (pageCss.length === 0) return page;
  const css = [...new Set([...pageCss, ...routeCss])].map(readAsset).join('\n');
  const critical = criticalCss(css, page);
  let remaining = pageCss.length;
  // Replacer functions: the CSS goes in as it is, `$&` and the like included.
  const withStyle = page.replace(STYLESHEET_LINK, (_link, file: string) => {
    remaining -= 1;
    const deferred =
      `<link rel="preload" as="style" crossorigin href="/${file}" ${DEFERRED_STYLESHEET_ATTRIBUTE}>` +
      `<noscript><link rel="stylesheet" crossorigin href="/${file}"></noscript>`;
    if (remaining > 0) return deferred;
    return `<link rel="expect" href="#${SHELL_END_ID}" blocking="render">\n    ${deferred}\n    <style>${critical}</style>`;
  });
  // An element after #root: once the parser has reached it, #root is complete.
  return withStyle.replace('</body>', () => `  <template id="${SHELL_END_ID}"></template>\n  </body>`);
}

/** Builds src/prerender.tsx for Node with the project's own config and loads it. */
async function loadPrerenderer(config: ResolvedConfig): Promise<typeof Prerenderer> {
  const outDir = resolve(config.root, 'node_modules/.prerender');
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, manifest: false },
  });
  return (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as typeof Prerenderer;
}

/**
 * Static HTML for guest pages, painted before any JavaScript arrives (first and largest paint at once).
 * After the client build, a server build of src/prerender.tsx renders each page with the app's router, which
 * also names the route files that render it; their chunks are what the page preloads. A host that does not
 * serve the page's own file serves index.html, the plain app. Links in a shell work as plain links.
 * index.html itself gets no shell: it is the fallback for every other path.
 */
export function prerenderShells(
  firstPages: readonly Pick<FirstPage, 'path' | 'prerendered' | 'visitor'>[],
): Plugin {
  const pages = firstPages.filter((page) => page.prerendered);
  let config: ResolvedConfig;
  return {
    name: 'prerender-shells',
    // In a build it writes the shells; under `vite preview` it serves the landing's for `/`.
    apply: (_config, env) => (env.command === 'build' && !env.isSsrBuild) || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    // `vite preview` serves index.html for `/`: the landing's shell instead, where the build made one.
    configurePreviewServer(server) {
      const landing = join(server.config.root, server.config.build.outDir, LANDING_SHELL_FILE);
      server.middlewares.use((request, _response, next) => {
        const [path, query] = (request.url ?? '').split(/\?(.*)/s);
        if (path === '/' && existsSync(landing))
          request.url = `/${LANDING_SHELL_FILE}${query ? `?${query}` : ''}`;
        next();
      });
    },
    async closeBundle() {
      if (config.build.ssr || config.mode === 'test') return;
      const outDir = resolve(config.root, config.build.outDir);
      const { prerender } = await loadPrerenderer(config);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const manifest = readManifest(outDir);
      for (const { path, visitor } of pages) {
        const file = join(outDir, shellFileName(path));
        const prerendered = await prerender(path, visitor);
        const routeCss = manifestClosure(manifest, routeChunkKeys(manifest, prerendered.routeFiles)).css;
        const page = inlineCriticalCss(shellPage(template, prerendered, manifest), [...routeCss], (asset) =>
          readFileSync(join(outDir, asset), 'utf8'),
        );
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, page);
      }
    },
  };
}
