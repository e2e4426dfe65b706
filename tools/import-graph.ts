/**
 * The import graph of a folder of TypeScript, and the cycles and layer breaks in it. Every import counts,
 * `import type`, `export … from` and `import()` (a lazily loaded module) included: a type-only or lazy circle
 * still means two modules that cannot be read, tested or changed one without the other.
 * tools/import-graph.test.ts holds src/ and mocks/ to it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

/** File (relative to the folder) → the files in the folder it imports. */
export type ImportGraph = Map<string, string[]>;

/** The module specifiers a source text imports or re-exports, static or dynamic. */
export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

const SOURCE = /\.tsx?$/;

function sourceFiles(folder: string, under = ''): string[] {
  return readdirSync(join(folder, under), { withFileTypes: true }).flatMap((entry) => {
    const path = join(under, entry.name);
    if (entry.isDirectory()) return sourceFiles(folder, path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The graph of `folder` (e.g. `<root>/mocks`). A specifier is resolved when it is relative or starts with
 * `alias` (the folder's path alias, `@mocks/`); imports that leave the folder are not edges.
 */
export function importGraph(folder: string, alias?: string): ImportGraph {
  const files = sourceFiles(folder);
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    let path: string;
    if (specifier.startsWith('.')) path = normalize(join(dirname(from), specifier));
    else if (alias && specifier.startsWith(alias)) path = normalize(specifier.slice(alias.length));
    else return undefined;
    if (path.startsWith('..')) return undefined;
    const candidates = [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')];
    return candidates.find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => {
      const targets = importsOf(readFileSync(join(folder, file), 'utf8'))
        .map((specifier) => resolve(file, specifier))
        .filter((target): target is string => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * Every import cycle: the strongly connected components of the graph with more than one file, or one file that
 * imports itself (Tarjan's algorithm), each sorted, the list sorted by its first file.
 */
export function findCycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (file: string) => {
    index.set(file, counter);
    lowLink.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, lowLink.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
  };

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/**
 * The graph of the areas the files belong to (`areaOf`: a feature, say; undefined leaves the file out): an area
 * imports another when one of its files imports one of the other's. findCycles on it finds areas that import
 * each other, even when no file-level cycle does.
 */
export function areaGraph(graph: ImportGraph, areaOf: (file: string) => string | undefined): ImportGraph {
  const areas = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const area = areaOf(file);
    if (area === undefined) continue;
    const imported = areas.get(area) ?? new Set<string>();
    areas.set(area, imported);
    for (const target of targets) {
      const targetArea = areaOf(target);
      if (targetArea !== undefined && targetArea !== area) imported.add(targetArea);
    }
  }
  return new Map([...areas].map(([area, imported]) => [area, [...imported].sort()]));
}

/**
 * Imports that go against the layers: `layerOf` ranks a file (0 the bottom); a file may import its own layer
 * and the ones below it. Returned as `from → to` lines.
 */
export function layerBreaks(graph: ImportGraph, layerOf: (file: string) => number): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets.filter((target) => layerOf(target) > layerOf(file)).map((target) => `${file} → ${target}`),
  );
}
