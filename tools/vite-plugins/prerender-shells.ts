import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type * as Prerenderer from '../../src/prerender.tsx';
import type { PrerenderedPage } from '../../src/prerender.tsx';
import { PRELOAD_MODULES_META } from '../build-names.ts';
import { manifestClosure, readManifest, type Manifest } from '../manifest.ts';

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
 * Where a page's shell goes: its own file (`/auth/login` → `auth/login.html`), which `vite preview` and most
 * static hosts serve for that path.
 */
export function shellFileName(path: string): string {
  return `${path.replace(/^\//, '')}.html`;
}

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
  let html = template
    .replace(MODULEPRELOAD_LINK, '')
    .replace('</head>', () => `  <meta name="${PRELOAD_MODULES_META}" content="${modules}" />\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${disableFormControls(page.html)}</div>`);
  const { title } = page;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  return html;
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
export function prerenderShells(paths: string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-shells',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr || config.mode === 'test') return;
      const outDir = resolve(config.root, config.build.outDir);
      const { prerender } = await loadPrerenderer(config);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const manifest = readManifest(outDir);
      for (const path of paths) {
        const file = join(outDir, shellFileName(path));
        const page = shellPage(template, await prerender(path), manifest);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, page);
      }
    },
  };
}
