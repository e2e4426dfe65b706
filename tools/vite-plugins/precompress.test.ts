import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ConfigEnv, ResolvedConfig, UserConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, precompressFolder } from './precompress.ts';
import { handlerOf } from './testing.ts';

const script = 'export function add(a, b) { return a + b; }\n'.repeat(200);
let outDir: string;

function write(file: string, content: string) {
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), content);
}

beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'precompress-'));
  write('assets/app-x1.js', script);
  write('assets/app-x1.css', '.card { color: red; }\n'.repeat(100));
  write('favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(50)}</svg>`);
  write('tiny.txt', 'a');
  write('index.html', `<html>${'<p>shop</p>'.repeat(200)}</html>`);
  write('.vite/manifest.json', JSON.stringify({ big: 'x'.repeat(5000) }));
  write('images/photo.webp', 'RIFF'.repeat(500));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes a gzip and a brotli file beside each text file, each decompressing to the file itself', async () => {
    await precompressFolder(outDir);
    for (const file of ['assets/app-x1.js', 'assets/app-x1.css', 'favicon.svg']) {
      const original = readFileSync(join(outDir, file));
      expect(gunzipSync(readFileSync(join(outDir, `${file}.gz`)))).toEqual(original);
      expect(brotliDecompressSync(readFileSync(join(outDir, `${file}.br`)))).toEqual(original);
      expect(readFileSync(join(outDir, `${file}.br`)).length).toBeLessThan(original.length);
    }
  });

  it("leaves out HTML (rewritten by the server at start-up), images, Vite's own folder, and files compression would grow", async () => {
    await precompressFolder(outDir);
    for (const file of ['index.html', 'images/photo.webp', '.vite/manifest.json', 'tiny.txt']) {
      expect(existsSync(join(outDir, `${file}.gz`)), `${file}.gz`).toBe(false);
      expect(existsSync(join(outDir, `${file}.br`)), `${file}.br`).toBe(false);
    }
  });
});

describe('precompress', () => {
  const env = (command: 'build' | 'serve', isSsrBuild = false): ConfigEnv => ({
    command,
    mode: 'deploy',
    isSsrBuild,
  });

  it('runs for the client build only', () => {
    const { apply } = precompress();
    if (typeof apply !== 'function') throw new Error('apply is a function of the build');
    expect(apply({} as UserConfig, env('build'))).toBe(true);
    expect(apply({} as UserConfig, env('build', true))).toBe(false);
    expect(apply({} as UserConfig, env('serve'))).toBe(false);
  });

  it('compresses the build folder once the bundle is written', async () => {
    const plugin = precompress();
    const config = { root: outDir, build: { outDir: '.' } } as ResolvedConfig;
    await handlerOf(plugin.configResolved, 'configResolved').call({} as never, config);
    await handlerOf(plugin.closeBundle, 'closeBundle').call({} as never);
    expect(gunzipSync(readFileSync(join(outDir, 'assets/app-x1.js.gz'))).toString()).toBe(script);
  });
});
