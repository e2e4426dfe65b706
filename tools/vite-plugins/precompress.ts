import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text that a static server sends compressed. HTML is not among it: see precompress(). */
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** Writes `file.gz` and `file.br` beside every text file under `outDir` (but Vite's own .vite folder). */
export async function precompressFolder(outDir: string): Promise<void> {
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
}

/**
 * A deploy build ships each text file with its gzip and brotli versions beside it (`app-x1.js.gz`,
 * `app-x1.js.br`), which nginx's gzip_static and brotli_static send as they are: the best compression at no
 * CPU cost per request. HTML is left out: the server rewrites the pages when it starts (deploy/start.sh) and
 * compresses them on the fly.
 */
export function precompress(): Plugin {
  let outDir: string;
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
