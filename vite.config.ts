/// <reference types="vitest/config" />
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The MSW service worker, served and emitted only in mock mode (VITE_API_URL unset), so a build for a real
 * backend carries no MSW code at all. It comes straight from the installed msw package, so it always
 * matches the library's version.
 */
function mockServiceWorker(mockMode: boolean): Plugin {
  const source = () => readFileSync(fileURLToPath(import.meta.resolve(`msw/${WORKER_FILE}`)), 'utf8');
  const serve = (server: {
    middlewares: { use: (path: string, handler: (req: unknown, res: ServerResponseLike) => void) => void };
  }) => {
    if (!mockMode) return;
    server.middlewares.use(`/${WORKER_FILE}`, (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript');
      res.setHeader('Service-Worker-Allowed', '/');
      res.end(source());
    });
  };
  return {
    name: 'mock-service-worker',
    configureServer: serve,
    configurePreviewServer: serve,
    generateBundle() {
      if (mockMode) this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: source() });
    },
  };
}

/**
 * The Content-Security-Policy <meta> of index.html. A production build keeps it strict and adds the API's
 * origin (VITE_API_URL) to connect-src, and to img-src the http: scheme when that origin is http (a backend
 * without TLS serves its images without it too). The dev server drops it: Vite injects inline scripts there
 * (React refresh preamble, HMR client) that `script-src 'self'` would block.
 * A deploy build (apiUrlAtStart) drops it as well: its web server sends the policy as a header, with the API
 * origin it was started with and the directives a <meta> cannot carry (frame-ancestors, reporting); a second
 * policy in the page would be enforced on top of it. In its place goes the empty <meta name="api-url"> that the
 * server fills in at start-up (deploy/start.sh) and src/lib/env.ts reads.
 */
function contentSecurityPolicy(apiUrl: string | undefined, apiUrlAtStart: boolean): Plugin {
  const META = /\s*<meta\s+http-equiv="Content-Security-Policy"[^>]*>/i;
  let apiOrigin: string | undefined;
  if (apiUrl) {
    const { origin } = new URL(apiUrl);
    // The origin goes into an HTML attribute and a policy: nothing but scheme, host and port may pass.
    if (!/^https?:\/\/[\w.-]+(:\d+)?$|^https?:\/\/\[[\d:a-f.]+\](:\d+)?$/i.test(origin)) {
      throw new Error(`VITE_API_URL has an origin that cannot go into the CSP: ${origin}`);
    }
    apiOrigin = origin;
  }
  return {
    name: 'content-security-policy',
    transformIndexHtml(html, context) {
      if (!META.test(html)) throw new Error('index.html has lost its Content-Security-Policy <meta>');
      if (context.server) return html.replace(META, '');
      if (apiUrlAtStart) return html.replace(META, '\n    <meta name="api-url" content="" />');
      if (!apiOrigin) return html;
      const origin = apiOrigin;
      return {
        html: html.replace(META, (meta) => {
          const policy = meta.replace("connect-src 'self'", `connect-src 'self' ${origin}`);
          return origin.startsWith('http:') ? policy.replace(/(img-src [^;"]*)/, '$1 http:') : policy;
        }),
        // Connect to the API while the code downloads: the first data request then skips DNS and TCP/TLS setup.
        // Both pools: calls with credentials use one, CORS preflights the other.
        tags: [
          { tag: 'link', attrs: { rel: 'preconnect', href: origin }, injectTo: 'head' },
          { tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: true }, injectTo: 'head' },
        ],
      };
    },
  };
}

/**
 * A deploy build ships each text file with its gzip and brotli versions beside it (`app-x1.js.gz`,
 * `app-x1.js.br`), which nginx's gzip_static and brotli_static send as they are: the best compression at no
 * CPU cost per request. HTML is left out: the server rewrites the pages when it starts (deploy/start.sh) and
 * compresses them on the fly.
 */
function precompress(): Plugin {
  let outDir: string;
  const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    async closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
        (file) => TEXT.test(file) && !file.startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = readFileSync(join(outDir, file));
          const [gzipped, brotli] = await Promise.all([
            gzipAsync(source, { level: 9 }),
            brotliAsync(source, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ]);
          // A tiny file can grow when compressed: then the server sends it as it is.
          if (gzipped.length < source.length) writeFileSync(join(outDir, `${file}.gz`), gzipped);
          if (brotli.length < source.length) writeFileSync(join(outDir, `${file}.br`), brotli);
        }),
      );
    },
  };
}

/**
 * main.tsx starts up in steps (dynamic imports, one task each). Their files are listed as modulepreload links
 * in index.html so the browser fetches them in parallel with the entry, not one after another. The mock
 * backend's chunk is left out: only mock mode loads it.
 */
function preloadStartupChunks(): Plugin {
  return {
    name: 'preload-startup-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || files.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const fileName of entry.dynamicImports) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk' && !chunk.facadeModuleId?.includes('/mocks/')) visit(fileName);
        }
        entry.imports.forEach((fileName) => files.delete(fileName));
        files.delete(entry.fileName);
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Static HTML for guest pages, painted before any JavaScript arrives (first and largest paint at once).
 * After the client build, a server build of src/prerender.tsx renders each page; its HTML goes into the
 * page's own file (`/auth/login` → `auth/login.html`, which `vite preview` and most static hosts serve for
 * that path; a host that does not serves index.html, the plain app). Until the app takes over, the shell's
 * form controls are disabled, so nothing typed into them can be lost; its links work as plain links.
 * index.html itself gets no shell: it is the fallback for every other path.
 */
function prerenderShells(paths: string[]): Plugin {
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
      const serverOutDir = resolve(config.root, 'node_modules/.prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: serverOutDir, emptyOutDir: true, manifest: false },
      });
      const { prerender } = (await import(pathToFileURL(join(serverOutDir, 'prerender.js')).href)) as {
        prerender: (url: string) => Promise<{ html: string; title: string | undefined }>;
      };
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        { file: string; imports?: string[] }
      >;
      for (const path of paths) {
        const { html, title } = await prerender(path);
        const shell = html.replace(/<(input|button|textarea|select)\b/g, '<$1 disabled');
        // The page's own code (its route chunks) starts downloading with the rest, not after the router asks.
        const segments = path.split('/').filter(Boolean);
        const routeFiles = segments.map((_segment, index) =>
          index === segments.length - 1
            ? `src/routes/${segments.join('/')}.tsx`
            : `src/routes/${segments.slice(0, index + 1).join('/')}/route.tsx`,
        );
        const files = new Set<string>();
        const visit = (key: string) => {
          const chunk = manifest[key];
          if (!chunk || files.has(chunk.file)) return;
          files.add(chunk.file);
          chunk.imports?.forEach(visit);
        };
        Object.keys(manifest)
          .filter((key) => routeFiles.some((file) => key === file || key.startsWith(`${file}?tsr-split=`)))
          .forEach(visit);
        // No modulepreload links in a shell: they would share the slow first bytes with the HTML and CSS the
        // shell needs to paint. main.tsx reads this list and preloads it all at once, after the first paint.
        const preloadLinks = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;
        const startupFiles = [...template.matchAll(preloadLinks)].map((match) => match[1]);
        const modules = [...new Set([...startupFiles, ...files])].map((file) => `/${file}`).join(' ');
        let page = template
          .replace(preloadLinks, '')
          .replace('</head>', `  <meta name="preload-modules" content="${modules}" />\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
        if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
        const file = join(outDir, `${path.replace(/^\//, '')}.html`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, page);
      }
    },
  };
}

interface ServerResponseLike {
  setHeader: (name: string, value: string) => void;
  end: (body: string) => void;
}

// The router plugin must run before react(): it rewrites route files for code splitting.
export default defineConfig(({ mode, isSsrBuild }) => {
  const apiUrl = loadEnv(mode, process.cwd(), 'VITE_').VITE_API_URL || process.env.VITE_API_URL || undefined;
  // `vite build --mode deploy` (npm run build:deploy): one build for any backend. No API origin in the code and
  // no mock backend; the web server names the API when it starts (API_URL, deploy/start.sh; src/lib/env.ts).
  const apiUrlAtStart = mode === 'deploy';
  if (apiUrlAtStart && apiUrl) {
    throw new Error(
      'A deploy build takes the API origin when its server starts (API_URL). Unset VITE_API_URL, which bakes ' +
        'one origin into the build, or build with `npm run build` instead.',
    );
  }
  const mockMode = !apiUrl && !apiUrlAtStart;
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Loaders travel with their page: the entry then carries no fetchers or schemas of other routes.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      }),
      react(),
      mockServiceWorker(mockMode),
      contentSecurityPolicy(apiUrl, apiUrlAtStart),
      preloadStartupChunks(),
      prerenderShells(['/auth/login', '/auth/register']),
      apiUrlAtStart && precompress(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    build: {
      manifest: true,
      // Route chunks list their dependencies for Vite's preload helper. The start-up chunks are loaded before
      // any route, so listing them only costs a DOM lookup per chunk on every navigation.
      modulePreload: {
        resolveDependencies: (_filename, dependencies) =>
          dependencies.filter(
            (dependency) => !/assets\/(framework|startup|boot|rolldown-runtime)-[\w-]+\.js$/.test(dependency),
          ),
      },
      target: 'es2022',
      // Every page needs these: one chunk compresses better than a dozen small ones and caches as a unit.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query)|ky|zustand|use-sync-external-store)[\\/]/,
                    priority: 20,
                  },
                  // What main.tsx imports statically (Vite's dynamic-import helper) stays
                  // out of the other chunks: the entry must not depend on the framework, so the shell paints
                  // first and a failed framework download can still be reported (main.tsx).
                  {
                    name: 'boot',
                    test: /preload-helper/,
                    priority: 30,
                  },
                  // The rest of start-up (app shell, Mantine's base components) in one chunk, not a dozen
                  // small ones: main.tsx loads it as one step after the framework.
                  {
                    name: 'startup',
                    test: /src[\\/]app[\\/]render\.tsx$/,
                    priority: 10,
                  },
                ],
              },
            },
          },
    },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 15000,
    },
  };
});
