import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestClosure, readManifest, staticClosure, type Manifest } from './manifest.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_boot-b1.js'],
    dynamicImports: ['_startup-s1.js'],
  },
  '_boot-b1.js': { file: 'assets/boot-b1.js' },
  '_startup-s1.js': {
    file: 'assets/startup-s1.js',
    imports: ['_framework-f1.js'],
    css: ['assets/startup-s1.css'],
  },
  '_framework-f1.js': { file: 'assets/framework-f1.js', imports: ['_startup-s1.js'] },
  'src/routes/auth/login.tsx?tsr-split=component---loader': {
    file: 'assets/login-l1.js',
    imports: ['_startup-s1.js', '_TextInput-t1.js'],
    dynamicImports: ['_dialog-d1.js'],
  },
  '_TextInput-t1.js': { file: 'assets/TextInput-t1.js', css: ['assets/TextInput-t1.css'] },
  '_dialog-d1.js': { file: 'assets/dialog-d1.js' },
};

describe('manifestClosure', () => {
  it('collects the chunks, their static imports transitively and their style sheets, depth first', () => {
    const { js, css } = manifestClosure(manifest, ['src/routes/auth/login.tsx?tsr-split=component---loader']);
    expect([...js]).toEqual([
      'assets/login-l1.js',
      'assets/startup-s1.js',
      'assets/framework-f1.js',
      'assets/TextInput-t1.js',
    ]);
    expect([...css]).toEqual(['assets/startup-s1.css', 'assets/TextInput-t1.css']);
  });

  it('leaves out dynamic imports and keys that are not in the manifest', () => {
    const { js } = manifestClosure(manifest, ['index.html', 'src/routes/gone.tsx']);
    expect([...js]).toEqual(['assets/index-e1.js', 'assets/boot-b1.js']);
  });
});

describe('staticClosure', () => {
  it('walks any chunk graph, skipping what is not a chunk', () => {
    const graph: Record<string, { file: string; imports: string[] }> = {
      a: { file: 'a.js', imports: ['b', 'style.css'] },
      b: { file: 'b.js', imports: ['a'] },
    };
    expect([...staticClosure(['a'], (key) => graph[key]).js]).toEqual(['a.js', 'b.js']);
  });
});

describe('readManifest', () => {
  it("reads the manifest from a build's .vite folder", () => {
    const dist = mkdtempSync(join(tmpdir(), 'manifest-'));
    try {
      mkdirSync(join(dist, '.vite'));
      writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
      expect(readManifest(dist)).toEqual(manifest);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
